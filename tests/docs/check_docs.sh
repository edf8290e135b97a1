#!/usr/bin/env bash
# Keeps the repository standalone (tests/docs/CMakeLists.txt runs it):
#   1. no tracked file names the notes, articles or hooks kept beside a checkout (the directory
#      called "shared" next to it): rules, seeds, reference, design, hooks;
#   2. no Markdown link in a tracked file leaves the repository (a target such as ../../x.md);
#   3. every relative Markdown link in README.md and docs/**/*.md points at a file that exists;
#   4. every diagnostic code the sources can emit is documented: a P, R, J or C code in core/, kits/,
#      parsers/, db/, viewer/ or cli/ has a table row in docs/diagnostics.md (`| R001 | ...`), and a code in plugins/<id>/ a
#      heading or table row in docs/variants/<id>.md (`### T101 (error): ...`), or, for a P, R, J or C
#      code, in docs/diagnostics.md. A code counts when it is a whole C++ string literal ("T101") or
#      is bracketed inside one ("error[J001]: ..."); comments are skipped, so `// e.g. "R104"` is none.
# Sources are named in words instead; see docs/variants/*.md.
#
# Usage: check_docs.sh REPO_ROOT     check a checkout (tracked files; every file if not a git checkout)
#        check_docs.sh --self-test   check a planted fixture and confirm that each problem is caught
set -uo pipefail

# Built from parts so that this file does not match itself.
outside_dir="shared"
forbidden=("$outside_dir/rules" "$outside_dir/seeds" "$outside_dir/reference" "$outside_dir/design"
           "$outside_dir/hooks")

problems=0
report() {
  printf '%s\n' "$*"
  problems=$((problems + 1))
}

# Prints the Markdown link targets of a file as "line<TAB>target", skipping fenced code blocks and
# code spans (which may run on over a line break, but not over a blank line). Inline links and
# images `[text](target "title")`, and reference definitions `[label]: target`.
link_targets() {
  awk '
    /^[ \t]*(```|~~~)/ { fenced = !fenced; incode = 0; next }
    fenced { next }
    /^[ \t]*$/ { incode = 0; next }
    {
      line = ""
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "`") { incode = !incode; continue }
        if (!incode) line = line c
      }
      if (match(line, /^ *\[[^]]+\]:[ \t]+[^ \t]+/)) {
        def = substr(line, RSTART, RLENGTH)
        sub(/^ *\[[^]]+\]:[ \t]+/, "", def)
        gsub(/^<|>$/, "", def)
        print NR "\t" def
      }
      while (match(line, /\]\([ \t]*(<[^>]*>|[^) \t]+)/)) {
        target = substr(line, RSTART, RLENGTH)
        line = substr(line, RSTART + RLENGTH)
        sub(/^\]\([ \t]*/, "", target)
        gsub(/^<|>$/, "", target)
        print NR "\t" target
      }
    }' "$1"
}

# Checks the links of one Markdown file. $1: path relative to the root; $2: "exists" to also require
# that each target exists.
check_links() {
  local file=$1 need=$2 dir lineno target path resolved
  dir=$(dirname "$file")
  while IFS=$'\t' read -r lineno target; do
    case $target in
      '' | '#'* | //*) continue ;;
    esac
    # A URL scheme (https:, mailto:, ...) is not a file.
    if [[ $target =~ ^[A-Za-z][A-Za-z0-9+.-]*: ]]; then continue; fi
    path=${target%%#*}
    path=${path%%\?*}
    path=${path//%20/ }
    [[ -z $path ]] && continue
    if [[ $path == /* ]]; then
      resolved=$(realpath -m "$root$path")  # GitHub reads /x as the repository's root
    else
      resolved=$(realpath -m "$root/$dir/$path")
    fi
    if [[ $resolved != "$root" && $resolved != "$root"/* ]]; then
      report "$file:$lineno: the link to '$target' leaves the repository; name the source in words or link a file inside it"
    elif [[ $need == exists && ! -e $resolved ]]; then
      report "$file:$lineno: the link to '$target' points at ${resolved#"$root"/}, which does not exist"
    fi
  done < <(link_targets "$root/$file")
}

# Prints "file<TAB>text" for each string literal in the given C++ sources, outside comments: plain
# ("..." with escapes), raw (R"x(...)x", over several lines) and after a prefix (u8"...", L"...").
# Character literals are skipped; a ' after a letter, digit or _ is a digit separator (1'000).
string_literals() {
  awk '
    FNR == 1 { state = 0 }  # 0 code, 1 block comment, 2 raw string
    {
      line = $0
      n = length(line)
      i = 1
      while (i <= n) {
        c = substr(line, i, 1)
        if (state == 1) {
          if (substr(line, i, 2) == "*/") { state = 0; i += 2 } else i++
          continue
        }
        if (state == 2) {
          if (substr(line, i, length(rawend)) == rawend) {
            print FILENAME "\t" buf
            state = 0
            i += length(rawend)
          } else {
            buf = buf c
            i++
          }
          continue
        }
        two = substr(line, i, 2)
        if (two == "//") break
        if (two == "/*") { state = 1; i += 2; continue }
        prev = i > 1 ? substr(line, i - 1, 1) : ""
        if (c == "\047") {
          if (prev ~ /[A-Za-z0-9_]/) { i++; continue }
          for (j = i + 1; j <= n; j++) {
            d = substr(line, j, 1)
            if (d == "\\") j++
            else if (d == "\047") break
          }
          i = j + 1
          continue
        }
        if (c != "\"") { i++; continue }
        if (prev == "R" && substr(line, 1, i - 1) ~ /(^|[^A-Za-z0-9_])(u8|u|U|L)?R$/ &&
            match(substr(line, i + 1), /^[^ ()\\\t]*\(/)) {
          rawend = ")" substr(line, i + 1, RLENGTH - 1) "\""
          buf = ""
          state = 2
          i += 1 + RLENGTH
          continue
        }
        buf = ""
        for (j = i + 1; j <= n; j++) {
          d = substr(line, j, 1)
          if (d == "\\") { buf = buf substr(line, j, 2); j++; continue }
          if (d == "\"") break
          buf = buf d
        }
        print FILENAME "\t" buf
        i = j + 1
      }
      if (state == 2) buf = buf "\n"
    }' "$@"
}

# Prints "code<TAB>file" for the diagnostic codes in the given sources (see 4. above), first file
# only per code.
codes_in() {
  (($#)) || return 0
  string_literals "$@" | awk -F '\t' '
    {
      text = $2
      if (text ~ /^[A-Z][0-9][0-9][0-9]$/) { found(text); next }
      while (match(text, /\[[A-Z][0-9][0-9][0-9]\]/)) {
        found(substr(text, RSTART + 1, 4))
        text = substr(text, RSTART + RLENGTH)
      }
    }
    function found(code) { if (!(code in seen)) { seen[code] = 1; print code "\t" $1 } }'
}

# Whether `doc` has an entry for `code`: a table row whose first cell is the code, or a heading
# that begins with it.
documented() {
  local code=$1 doc=$2
  [[ -f $doc ]] && grep -qE "^[[:space:]]*\|[[:space:]]*${code}[[:space:]]*\||^#+[[:space:]]+$code([^0-9]|\$)" "$doc"
}

# 4. The codes of core/, kits/, parsers/, db/, viewer/, cli/ and each plugins/<id>/ against their docs.
check_codes() {
  local file code where doc
  local -a core_sources=()
  local -A plugin_sources=()
  for file in "$@"; do
    case $file in
      *.cpp | *.hpp | *.h | *.cc | *.hh | *.cxx | *.ipp) ;;
      *) continue ;;
    esac
    case $file in
      core/* | kits/* | parsers/* | db/* | viewer/* | cli/*) core_sources+=("$file") ;;
      plugins/*/*)
        local id=${file#plugins/}
        id=${id%%/*}
        plugin_sources[$id]+="$file"$'\n'
        ;;
    esac
  done
  while IFS=$'\t' read -r code where; do
    case $code in
      [PRJC]*) ;;
      *) continue ;;  # another letter is a plugin's, even in a template under cli/
    esac
    documented "$code" "$root/docs/diagnostics.md" ||
      report "docs/diagnostics.md: $code (in $where) has no row; add '| $code | severity | message | cause and fix |' to §3"
  done < <(cd "$root" && codes_in "${core_sources[@]}")
  local id
  for id in "${!plugin_sources[@]}"; do
    local -a files=()
    mapfile -t files < <(printf '%s' "${plugin_sources[$id]}")
    doc=docs/variants/$id.md
    while IFS=$'\t' read -r code where; do
      case $code in
        [PRJC]*)
          documented "$code" "$root/docs/diagnostics.md" || documented "$code" "$root/$doc" ||
            report "docs/diagnostics.md: $code (in $where) has no row; add '| $code | severity | message | cause and fix |' to §3"
          ;;
        *)
          if [[ ! -f $root/$doc ]]; then
            report "$doc: missing, but $where reports $code; write the variant's page with its problem codes"
          else
            documented "$code" "$root/$doc" ||
              report "$doc: $code (in $where) has no entry; add a '### $code (severity): ...' section with a real message and the fix under Problem codes"
          fi
          ;;
      esac
    done < <(cd "$root" && codes_in "${files[@]}")
  done
}

check_tree() {
  root=$(cd "$1" && pwd -P) || return 2
  local files=() file hit
  if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -d '' files < <(git -C "$root" ls-files -z)
  else
    mapfile -d '' files < <(cd "$root" && find . -path ./.git -prune -o -type f -print0 | sed -z 's|^\./||')
  fi

  local checked=()
  for file in "${files[@]}"; do
    case $file in
      build*/* | out/*) continue ;;
    esac
    [[ -f $root/$file ]] && checked+=("$file")
  done

  # 1. Names of the material outside the repository.
  local args=()
  for hit in "${forbidden[@]}"; do args+=(-e "$hit"); done
  if ((${#checked[@]})); then
    while IFS= read -r hit; do
      report "$hit"$'\n'"  ^ names a file outside the repository; name the source in words (see docs/variants/*.md)"
    done < <(cd "$root" && printf '%s\0' "${checked[@]}" | xargs -0 grep -nIF "${args[@]}" --)
  fi

  # 2 and 3. Markdown links.
  for file in "${checked[@]}"; do
    case $file in
      README.md | docs/*.md) check_links "$file" exists ;;
      *.md) check_links "$file" inside ;;
    esac
  done
  # 4. Diagnostic codes.
  check_codes "${checked[@]}"
  # Untracked docs are not yet in git ls-files but are read as soon as they land.
  while IFS= read -r -d '' file; do
    file=${file#./}
    [[ " ${checked[*]} " == *" $file "* ]] || check_links "$file" exists
  done < <(cd "$root" && find README.md docs -name '*.md' -print0 2>/dev/null)
}

# The backticks in the fixture are Markdown, not shell.
# shellcheck disable=SC2016
self_test() {
  local fixture expected out
  self_test_dir=$(mktemp -d) || exit 2
  trap 'rm -rf "$self_test_dir"' EXIT
  fixture=$self_test_dir/repo
  mkdir -p "$fixture/docs/variants" "$fixture/src" "$fixture/build-x"
  printf '# x\n\nSee [a](docs/a.md) and [gone](docs/gone.md).\n' >"$fixture/README.md"
  printf 'Up [ok](../README.md), [out](../../elsewhere.md), [web](https://example.org/x).\n' \
    >"$fixture/docs/a.md"
  printf '[id]: ../../../outside.md\n```\n[not a link](../../../in-code.md)\n```\n`[x](nope.md)`\n' \
    >"$fixture/docs/variants/b.md"
  printf 'A span `[](const\nint) -> x` over a line break.\n' >>"$fixture/docs/variants/b.md"
  printf '// after %s/tianjiu.md\n' "${forbidden[0]}" >"$fixture/src/x.cpp"
  printf '%s\n' "${forbidden[1]}" >"$fixture/build-x/ignored.txt"
  # Codes: R001 and J001 documented, R002 not; R003-R006 only in comments, R007 inside a raw
  # string; X101 a template's (a plugin letter).
  mkdir -p "$fixture/core/src" "$fixture/cli/templates/v" "$fixture/plugins/foo" "$fixture/plugins/bar"
  cat >"$fixture/core/src/r.cpp" <<'CPP'
// "R003" in a comment is no code
/* nor "R004",
   nor "R005" */
f("R001", '"', 1'000); g("R002" /* "R006" */); h("error[J001]: " "not // a \"comment\"");
auto raw = R"x(a ")" "R007" )x";
CPP
  printf 'fail("X101");\n' >"$fixture/cli/templates/v/h.cpp"
  printf '| R001 | error | a | b |\n|J001|error|a|b|\n\nR002 named in prose only.\n' \
    >"$fixture/docs/diagnostics.md"
  # Plugins: F101 documented, F102 named in prose only; bar has no page.
  printf 'fail("F101"); fail("F102"); fail("R001");\n' >"$fixture/plugins/foo/hand.cpp"
  printf '# foo\n\n### F101 (error): x\n\nLike F102.\n' >"$fixture/docs/variants/foo.md"
  printf 'fail("B101");\n' >"$fixture/plugins/bar/hand.cpp"
  expected=(
    "README.md:3: the link to 'docs/gone.md'"
    "docs/a.md:1: the link to '../../elsewhere.md' leaves"
    "docs/variants/b.md:1: the link to '../../../outside.md' leaves"
    "src/x.cpp:1:"
    "docs/diagnostics.md: R002 (in core/src/r.cpp) has no row"
    "docs/variants/foo.md: F102 (in plugins/foo/hand.cpp) has no entry"
    "docs/variants/bar.md: missing, but plugins/bar/hand.cpp reports B101"
  )
  check_tree "$fixture" >"$self_test_dir/report.txt"
  out=$(<"$self_test_dir/report.txt")
  local ok=1 e
  for e in "${expected[@]}"; do
    if [[ $out != *"$e"* ]]; then
      echo "self-test: expected a report starting '$e'"
      ok=0
    fi
  done
  if ((problems != ${#expected[@]})); then
    echo "self-test: expected ${#expected[@]} problems, got $problems:"
    printf '%s\n' "$out"
    ok=0
  fi
  ((ok)) && echo "self-test: all ${#expected[@]} planted problems caught, nothing else"
  ((ok))
}

case ${1:-} in
  --self-test) self_test ;;
  '') echo "usage: $0 REPO_ROOT | --self-test" >&2; exit 2 ;;
  *)
    check_tree "$1"
    if ((problems)); then
      echo "$problems problem(s): the repository must stand alone and document every code it emits"
      exit 1
    fi
    echo "no outside paths; every Markdown link stays in the repository and resolves; every diagnostic code is documented"
    ;;
esac
