#!/usr/bin/env bash
# Keeps the repository standalone (tests/docs/CMakeLists.txt runs it):
#   1. no tracked file names the notes, articles or hooks kept beside a checkout (the directory
#      called "shared" next to it): rules, seeds, reference, design, hooks;
#   2. no Markdown link in a tracked file leaves the repository (a target such as ../../x.md);
#   3. every relative Markdown link in README.md and docs/**/*.md points at a file that exists.
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
  expected=(
    "README.md:3: the link to 'docs/gone.md'"
    "docs/a.md:1: the link to '../../elsewhere.md' leaves"
    "docs/variants/b.md:1: the link to '../../../outside.md' leaves"
    "src/x.cpp:1:"
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
      echo "$problems problem(s): the repository must stand alone"
      exit 1
    fi
    echo "no outside paths; every Markdown link stays in the repository and resolves"
    ;;
esac
