#!/usr/bin/env bash
# A throwaway PostgreSQL server for the database tests (cmake/postgres-tests.cmake runs it as the ctest
# fixture tests postgres.start and postgres.stop).
#
#   pg-test-server.sh start DIR   stops whatever server DIR still holds, wipes it, initdb's a fresh cluster in
#                                 DIR/data, starts it on 127.0.0.1 on a free port, creates the role and database
#                                 "paipu", writes postgresql://paipu@127.0.0.1:PORT/paipu to DIR/url and prints it
#   pg-test-server.sh stop DIR    stops it (fast mode); does nothing when nothing runs there
#
# Server binaries: $PAIPU_PG_BINDIR when set, else the newest /usr/lib/postgresql/*/bin (Debian's
# postgresql-15 package). The server log is DIR/server.log.
#
# PostgreSQL refuses to run as root. As root (CI), the server runs as the `postgres` system user that Debian's
# package creates (`nobody` without it) and DIR is handed to that user; otherwise it runs as the caller.
# Each start is a fresh cluster, so no test sees another run's databases; initdb with --no-sync and fsync=off
# take about a second.
set -euo pipefail

usage() {
  echo "usage: $0 start|stop DIR" >&2
  exit 2
}
[[ $# -eq 2 ]] || usage
action=$1
dir=$2
[[ $action == start || $action == stop ]] || usage

# The PG* variables (PGPORT, PGHOST, PGDATA, ...) of the caller's environment would steer the client tools and
# pg_ctl somewhere else: this server is described by arguments alone.
while read -r var; do unset "$var"; done < <(compgen -e | grep '^PG' || true)

log() { echo "pg-test-server: $*" >&2; }
die() {
  log "$*"
  exit 1
}

find_bindir() {
  if [[ -n ${PAIPU_PG_BINDIR:-} ]]; then
    echo "$PAIPU_PG_BINDIR"
    return
  fi
  # Newest major version first (sort -V: 9.6 < 15 < 16).
  local candidate
  candidate=$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -n 1)
  echo "${candidate:-/usr/lib/postgresql/15/bin}"
}
bindir=$(find_bindir)
for tool in initdb pg_ctl postgres psql pg_isready; do
  [[ -x $bindir/$tool ]] || die "$bindir/$tool not found: install Debian's postgresql-15 (scripts/install-deps.sh)"
done

# Who runs the server, and how to run a command as that user. setpriv (util-linux, always on Debian) switches
# user without PAM or a login session, unlike su/runuser.
if [[ $(id -u) -eq 0 ]]; then
  if id -u postgres >/dev/null 2>&1; then
    server_user=postgres
  else
    server_user=nobody
  fi
  as_server() { setpriv --reuid="$server_user" --regid="$(id -g "$server_user")" --init-groups -- "$@"; }
else
  server_user=$(id -un)
  as_server() { "$@"; }
fi

if [[ $action == start ]]; then mkdir -p "$dir"; fi
if [[ ! -d $dir ]]; then
  log "no server in $dir"
  exit 0
fi
dir=$(cd "$dir" && pwd -P)
# The server user may have no right to the caller's working directory (root's home is 0700).
cd /

# DIR/data may be a symbolic link into a /tmp folder (see "home" below): the real data directory.
data_dir() {
  if [[ -L $dir/data ]]; then
    readlink -f "$dir/data"
  else
    echo "$dir/data"
  fi
}

# Stops the server of data directory $1 if one runs there. pg_ctl is run as the owner of the data directory
# (the user that started the server), fast mode first (rolls back open transactions, disconnects clients), then
# immediate mode if that does not finish in time.
stop_server() {
  local data=$1
  [[ -f $data/postmaster.pid ]] || return 0
  local owner run=()
  owner=$(stat -c %U "$data")
  if [[ $(id -u) -eq 0 && $owner != root ]]; then
    run=(setpriv --reuid="$owner" --regid="$(id -g "$owner")" --init-groups --)
  fi
  # pg_ctl signals the pid in postmaster.pid: after a reboot that number may be another program's, and a
  # killed postmaster may linger as a zombie (a container's PID 1 that reaps nothing): neither is a server.
  local pid stat
  pid=$(head -n 1 "$data/postmaster.pid" 2>/dev/null || true)
  [[ $pid =~ ^[0-9]+$ ]] || return 0
  stat=$(cat "/proc/$pid/stat" 2>/dev/null || true)
  # /proc/PID/stat: "PID (COMM) STATE ...".
  [[ $stat == *"(postgres) "[!Z]* ]] || return 0
  if "${run[@]}" "$bindir/pg_ctl" status -D "$data" >/dev/null 2>&1; then
    "${run[@]}" "$bindir/pg_ctl" stop -D "$data" -m fast -w -t 30 >/dev/null ||
      "${run[@]}" "$bindir/pg_ctl" stop -D "$data" -m immediate -w -t 30 >/dev/null ||
      die "could not stop the server in $data"
    log "stopped the server in $data"
  fi
  # A pid file without its server (a killed machine): leave it to the caller to wipe the directory.
}

# Removes the /tmp home that DIR/data points into (data directory $1), and the link.
wipe_home() {
  local home=${1%/data}
  if [[ $home == /tmp/paipu-pgtest.* ]]; then rm -rf "$home"; fi
  rm -f "$dir/data"
}

# Removes everything a previous start left in DIR.
wipe() {
  if [[ -L $dir/data ]]; then wipe_home "$(data_dir)"; fi
  rm -rf "$dir/data" "$dir/url" "$dir/server.log" "$dir/initdb.log"
}

if [[ $action == stop ]]; then
  data=$(data_dir)
  if [[ -d $data ]]; then
    stop_server "$data"
  else
    log "no server in $dir"
  fi
  # Tests must not find the address of a server that is gone.
  rm -f "$dir/url"
  # A /tmp home goes too, once its log is copied into DIR.
  if [[ -L $dir/data ]]; then
    [[ -L $dir/server.log ]] && cp --remove-destination "$(readlink -f "$dir/server.log")" "$dir/server.log" || true
    wipe_home "$data"
  fi
  exit 0
fi

# --- start ---
stop_server "$(data_dir)"
wipe

# The "home" holds the data directory, the unix socket and the log. Normally it is DIR itself, handed to the
# server user. When that user cannot reach DIR (a checkout under root's 0700 home, say), the home is a fresh
# /tmp folder and DIR/data and DIR/server.log are symbolic links into it.
home=$dir
if [[ $(id -u) -eq 0 ]]; then
  chown "$server_user:$(id -g "$server_user")" "$dir"
  if ! as_server test -w "$dir" -a -x "$dir"; then
    home=$(mktemp -d /tmp/paipu-pgtest.XXXXXX)
    chown "$server_user:$(id -g "$server_user")" "$home"
    ln -s "$home/data" "$dir/data"
    ln -s "$home/server.log" "$dir/server.log"
    log "$server_user cannot write to $dir: the server lives in $home"
  fi
fi
data=$home/data
logfile=$home/server.log

# The first superuser is named paipu; authentication is trust for TCP from 127.0.0.1 only (pg_hba.conf below
# has no other line), and the server listens on nothing else. UTF8 without a locale: no dependence on the
# machine's locales.
as_server "$bindir/initdb" -D "$data" -U paipu --auth=reject --encoding=UTF8 --no-locale --no-sync \
  >"$home/initdb.log" 2>&1 || {
  cat "$home/initdb.log" >&2
  die "initdb failed"
}
cat >"$data/pg_hba.conf" <<'EOF'
# TYPE  DATABASE  USER  ADDRESS       METHOD
host    all       all   127.0.0.1/32  trust
EOF

# The unix socket path must fit in sun_path (107 bytes): in a deep DIR, TCP only.
socket_dirs="'$home'"
(( ${#home} + 20 > 100 )) && socket_dirs="''"
# Durability is pointless for a throwaway cluster: no fsync, no full-page writes, no waiting for the WAL.
# 50 connections cover ctest -j2 with a few connections per test; small buffers keep it light beside the
# sanitizer build.
cat >>"$data/postgresql.conf" <<EOF

# pg-test-server.sh: a throwaway test server
listen_addresses = '127.0.0.1'
unix_socket_directories = $socket_dirs
max_connections = 50
shared_buffers = 32MB
fsync = off
synchronous_commit = off
full_page_writes = off
logging_collector = off
EOF
# The files above were written by root in the server user's directory.
[[ $(id -u) -eq 0 ]] && chown "$server_user:$(id -g "$server_user")" "$data/pg_hba.conf" "$data/postgresql.conf"

# A free port: a random one in 20000-29999 that nothing answers on. Another process can take it between the
# check and the bind, so a start that fails is retried on another port.
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
started=false
for attempt in 1 2 3 4 5 6 7 8; do
  port=$((20000 + RANDOM % 10000))
  port_in_use "$port" && continue
  if as_server "$bindir/pg_ctl" start -D "$data" -l "$logfile" -o "-p $port" -w -t 60 >/dev/null; then
    started=true
    break
  fi
  log "start on port $port failed (attempt $attempt), server log:"
  tail -n 5 "$logfile" >&2 || true
  # A failed start may leave a postmaster that is still shutting down.
  stop_server "$data"
done
$started || die "could not start the server (log: $logfile)"

# pg_ctl -w returns once the server says it is ready; make sure a TCP client gets in before creating the
# database the tests connect to.
for _ in $(seq 1 100); do
  "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" -U paipu -d postgres && break
  sleep 0.1
done
"$bindir/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U paipu -d postgres \
  -c 'CREATE DATABASE paipu' >/dev/null

url="postgresql://paipu@127.0.0.1:$port/paipu"
echo "$url" >"$dir/url"
echo "$url"
