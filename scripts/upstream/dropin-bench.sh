#!/bin/sh
# dropin-bench.sh -- the --bench part of dropin.sh (doc/DROPIN.md).
#
# Usage (from dropin.sh): dropin-bench.sh VERSION OWN_TREE OURS_TREE BACKEND
# with DROPIN_TOP (this repository) and DROPIN_OUT (build/upstream).
# Under qemu-riscv64 with the project's instruction-count plugin
# (scripts/qemu/insn_count.c), for upstream's own backend and ours, side
# by side:
#   1. this project's benchmark program (wolfcrypt/benchmark/benchmark.c,
#      written against the wolfCrypt API) built against each upstream tree
#      and linked with its libwolfssl.a: every operation bracketed by the
#      plugin's markers, so the counts are exact instructions per
#      operation (scripts/bench-report.py makes the table);
#   2. upstream's own benchmark (wolfcrypt/benchmark/benchmark) per
#      algorithm group, each whole run counted with total=on next to its
#      own report (its op counts come from qemu's wall clock, so only the
#      totals are exact, and a group mixes its operations);
#   3. upstream's example server and client, one full TLS 1.3 handshake
#      (server authentication, P-256 key share; ECDSA P-256 and RSA-2048
#      certificates): instructions of each process for 1 and for 1 + N
#      connections (DROPIN_TLS_CONNS, default 8), the difference divided
#      by N; and the whole one-connection runs.  Upstream's FP_ECC point
#      cache (on in --enable-all) makes its backend's repeated operations
#      on one point cheaper after a first, dearer one: the differences
#      amortise that over N; ours has no such cache.
set -eu

version=$1; own=$2; ours=$3; backend=$4
top=${DROPIN_TOP:?}
out=${DROPIN_OUT:?}
b="$out/bench-$version"
mkdir -p "$b"
sysroot=/usr/riscv64-linux-gnu
qemu="qemu-riscv64 -L $sysroot"
iters=${DROPIN_BENCH_ITERS:-2}
conns=${DROPIN_TLS_CONNS:-8}

"$top/scripts/qemu/build.sh" "$b/plugins" > "$b/plugins.log" 2>&1 || {
    cat "$b/plugins.log"; exit 1; }
plugin="$b/plugins/libinsn_count.so"

# 1. The project's benchmark against each upstream library.
for t in own ours; do
    dir=$own
    [ "$t" = ours ] && dir=$ours
    riscv64-linux-gnu-gcc -O2 -I"$dir" -I"$top" \
        -include "$dir/wolfssl/options.h" \
        "$top/wolfcrypt/benchmark/benchmark.c" -o "$b/bench-$t" \
        "$dir/src/.libs/libwolfssl.a" -lm -lpthread -static \
        > "$b/bench-$t.build.log" 2>&1 || {
        cat "$b/bench-$t.build.log"; exit 1; }
    $qemu -plugin "$plugin" "$b/bench-$t" --insn --iters "$iters" \
        > "$b/bench-$t.out" 2> "$b/bench-$t.counts"
done
echo
echo "wolfSSL $version: million instructions per operation under" \
     "qemu-riscv64 (this project's benchmark program, $iters runs each)"
python3 "$top/scripts/bench-report.py" "upstream=$b/bench-own.counts" \
    "ours-$backend=$b/bench-ours.counts"
# Rows whose runs differ by more than 1% (upstream's FP_ECC point cache,
# on in --enable-all: its backend's first operation on a point builds a
# table for it, later ones use the table): each run's count.
for t in own ours; do
    awk -v t="$t" '
        function flush() {
            if (n > 1 && diff) {
                line = ""
                for (i = 1; i <= n; i++)
                    line = line sprintf(" %.3f", c[i] / 1e6)
                printf "  %s, %s: runs differ:%s M\n", t, row, line
            }
        }
        /^WC_BENCH / { flush(); sub(/^WC_BENCH /, ""); split($0, f, "|")
                       row = f[1]; n = 0; diff = 0; next }
        /^WC_COUNT / { c[++n] = $2
                       d = c[n] - c[1]; if (d < 0) d = -d
                       if (d * 100 > c[1]) diff = 1 }
        END { flush() }' "$b/bench-$t.counts"
done

# 2. Upstream's benchmark, one run per group, total=on.
echo
echo "wolfSSL $version: upstream's benchmark (wolfcrypt/benchmark), whole" \
     "runs; M instructions per run (total=on) and its own lines"
for g in "-rsa_sign -rsa-sz 2048" "-rsa_sign -rsa-sz 3072" \
         "-rsa_sign -rsa-sz 4096" "-dh" "-ecc-kg -p256" "-ecc -p256" \
         "-ecc -p384" "-ecc -p521" "-sakke"; do
    for t in own ours; do
        dir=$own
        [ "$t" = ours ] && dir=$ours
        f="$b/ubench-$t-$(echo "$g" | tr -c 'a-z0-9\n' '_')"
        # shellcheck disable=SC2086  # $g is a list of options
        ( cd "$dir" && $qemu -plugin "$plugin,total=on,out=$f.counts" \
            wolfcrypt/benchmark/benchmark $g ) > "$f.out" 2>&1 || true
        tot=$(sed -n 's/^WC_COUNT_TOTAL \([0-9]*\) .*/\1/p' "$f.counts" |
              tail -n 1)
        printf '  %-24s %-5s %10.1f M  ' "$g" "$t" \
            "$(echo "${tot:-0} / 1000000" | bc -l)"
        grep -E "ops took|ops/sec" "$f.out" | grep -v "^ *$" |
            sed 's/  */ /g' | tr '\n' ';' | cut -c1-150
        echo
    done
done

# 3. TLS 1.3 handshakes: server and client instructions per handshake.
tls_run() {  # tls_run TREE CERT KEY CA N -> "server client" totals
    dir=$1; cert=$2; key=$3; ca=$4; n=$5
    r="$b/ready.$$"
    rm -f "$r" "$b/srv.counts" "$b/cli.counts"
    ( cd "$dir" && $qemu -plugin "$plugin,total=on,out=$b/srv.counts" \
        examples/server/server -v 4 -d -p 0 -R "$r" -C "$n" -c "$cert" \
        -k "$key" ) > "$b/srv.out" 2>&1 &
    spid=$!
    i=0
    while [ ! -s "$r" ] && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
    port=$(cat "$r" 2>/dev/null || echo 0)
    ( cd "$dir" && $qemu -plugin "$plugin,total=on,out=$b/cli.counts" \
        examples/client/client -v 4 -Y -x -p "$port" -A "$ca" -b "$n" ) \
        > "$b/cli.out" 2>&1 || true
    wait "$spid" || true
    rm -f "$r"
    s=$(sed -n 's/^WC_COUNT_TOTAL \([0-9]*\) .*/\1/p' "$b/srv.counts")
    c=$(sed -n 's/^WC_COUNT_TOTAL \([0-9]*\) .*/\1/p' "$b/cli.counts")
    echo "${s:-0} ${c:-0}"
}
echo
echo "wolfSSL $version: M instructions per full TLS 1.3 handshake" \
     "(examples/server and client, P-256 key share," \
     "(1 + $conns) - 1 connections)"
printf '  %-26s %-24s | %s\n' "" "upstream (server client)" \
    "ours-$backend (server client)"
for kind in ecc rsa; do
    if [ "$kind" = ecc ]; then
        cert=certs/server-ecc.pem key=certs/ecc-key.pem
        ca=certs/ca-ecc-cert.pem label="ECDSA P-256 certificate"
    else
        cert=certs/server-cert.pem key=certs/server-key.pem
        ca=certs/ca-cert.pem label="RSA-2048 certificate"
    fi
    line="" first=""
    for t in own ours; do
        dir=$own
        [ "$t" = ours ] && dir=$ours
        # server and client totals for 1 and for 1 + conns connections
        # shellcheck disable=SC2046  # four numbers
        set -- $(tls_run "$dir" "$cert" "$key" "$ca" 1) \
            $(tls_run "$dir" "$cert" "$key" "$ca" $((conns + 1)))
        s=$(echo "($3 - $1) / $conns / 1000000" | bc -l)
        c=$(echo "($4 - $2) / $conns / 1000000" | bc -l)
        line="$line$(printf '%6.2f %6.2f (sum %6.2f)' "$s" "$c" \
            "$(echo "$s + $c" | bc -l)")"
        first="$first$(printf '%6.2f %6.2f' "$(echo "$1 / 1000000" | bc -l)" \
            "$(echo "$2 / 1000000" | bc -l)")"
        if [ "$t" = own ]; then
            line="$line      | "
            first="$first                   | "
        fi
    done
    printf '  %-26s %s\n' "$label" "$line"
    printf '  %-26s %s\n' "  one-connection processes" "$first"
done
echo "  (one-connection processes: whole server and client runs with" \
     "start-up and certificate loading)"
