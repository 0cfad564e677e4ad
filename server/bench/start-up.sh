#!/usr/bin/env bash
# Start-up time and memory of the server (docs/performance.md, "Server start-up"): starts it twice on a fresh data
# directory (the first start migrates and seeds, the second finds a ready database), times each to its "running at"
# line and reads the resident memory of its processes a second later.
# Usage, from the repository root:  bash server/bench/start-up.sh <label> <command...>
#   bash server/bench/start-up.sh compiled node server/dist/main.js
#   bash server/bench/start-up.sh tsx server/node_modules/.bin/tsx server/src/main.ts
# (prefix NODE_ENV=production ADMIN_PASSWORD=... for a production start without demo data)
set -u
label=$1; shift
dir=$(mktemp -d)
log=$(mktemp)
for run in first second; do
  : > "$log"
  start=$(date +%s%N)
  PORT=0 HOST=127.0.0.1 DATA_DIR=$dir LOG_LEVEL=warn "$@" > "$log" 2>&1 &
  pid=$!
  until grep -q "running at" "$log"; do
    sleep 0.05
    if ! kill -0 $pid 2>/dev/null; then cat "$log"; exit 1; fi
  done
  end=$(date +%s%N)
  sleep 1
  # The process and its children (the tsx CLI runs the server in a child of its own).
  total=$( { ps -o rss= --ppid $pid; ps -o rss= -p $pid; } | awk '{s+=$1} END {print s}')
  echo "$label $run start: $(( (end-start)/1000000 )) ms, RSS $(( total/1024 )) MiB"
  pkill -TERM -P $pid 2>/dev/null; kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null
done
rm -rf "$dir" "$log"
