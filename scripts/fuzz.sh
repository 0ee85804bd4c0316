#!/bin/sh
# scripts/fuzz.sh - build and run the libFuzzer targets in tests/fuzz/.
#
# Compiles the library sources directly (no configure) together with each
# tests/fuzz/fuzz_<name>.c using clang's libFuzzer, ASan and UBSan (UB is
# fatal), into build/fuzz/, generates small seed corpora at run time (each
# target writes its own seeds, made by the library, when FUZZ_SEED_DIR is
# set), and runs every target for a fixed time.
#
# Usage: scripts/fuzz.sh [--seconds N] [--build-only] [target...]
#   target: the <name> of tests/fuzz/fuzz_<name>.c (default: all).
# Prints one line per target and "N passed, M failed"; exits non-zero if
# any target fails to build or finds a crash, leak, timeout or UB.  The
# crashing inputs are left in build/fuzz/artifacts/<name>/.
set -u

cd "$(dirname "$0")/.." || exit 1
SECONDS_PER=60
BUILD_ONLY=0
TARGETS=""
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) SECONDS_PER="$2"; shift 2 ;;
        --seconds=*) SECONDS_PER="${1#--seconds=}"; shift ;;
        --build-only) BUILD_ONLY=1; shift ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        -*) echo "unknown option $1" >&2; exit 2 ;;
        *) TARGETS="$TARGETS $1"; shift ;;
    esac
done
if [ -z "$TARGETS" ]; then
    for f in tests/fuzz/fuzz_*.c; do
        n=${f#tests/fuzz/fuzz_}
        TARGETS="$TARGETS ${n%.c}"
    done
fi

CC=${CC:-clang}
CFLAGS="-g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all"
CFLAGS="$CFLAGS -DWOLFSSL_NO_OPTIONS_H -DWOLFSSL_SM2 -DWOLFCRYPT_HAVE_SAKKE"
CFLAGS="$CFLAGS -I."
OUT=build/fuzz
OBJ=$OUT/obj
mkdir -p "$OBJ" || exit 1

# Largest input per target.
max_len() {
    case "$1" in
        rsa_key) echo 4096 ;;
        ecc_key) echo 1024 ;;
        ecc_x963) echo 200 ;;
        ecdsa_sig) echo 256 ;;
        pem) echo 8192 ;;
        dh_key) echo 2048 ;;
        sm2_decrypt) echo 512 ;;
        sakke) echo 600 ;;
        sp_int) echo 1700 ;;
        *) echo 4096 ;;
    esac
}

# Library objects, rebuilt when the source or any header is newer.
LIBOBJS=""
for src in wolfcrypt/src/*.c; do
    case "$src" in *sp_riscv64.c) continue ;; esac
    o=$OBJ/$(basename "$src" .c).o
    LIBOBJS="$LIBOBJS $o"
    if [ ! -f "$o" ] || [ "$src" -nt "$o" ] ||
       [ -n "$(find wolfssl wolfcrypt/src -name '*.h' -newer "$o" | head -1)" ]
    then
        $CC $CFLAGS -fsanitize=fuzzer-no-link -c "$src" -o "$o" || {
            echo "build of $src failed" >&2; exit 1; }
    fi
done

pass=0
fail=0
for t in $TARGETS; do
    src=tests/fuzz/fuzz_$t.c
    bin=$OUT/fuzz_$t
    if [ ! -f "$src" ] || ! $CC $CFLAGS "$src" $LIBOBJS -o "$bin"; then
        echo "$t: BUILD FAILED"
        fail=$((fail + 1))
        continue
    fi
    [ "$BUILD_ONLY" = 1 ] && { pass=$((pass + 1)); continue; }
    seeds=$OUT/seeds/$t
    corpus=$OUT/corpus/$t
    art=$OUT/artifacts/$t
    rm -rf "$seeds" "$corpus"
    mkdir -p "$seeds" "$corpus" "$art"
    FUZZ_SEED_DIR=$seeds "$bin" >/dev/null 2>&1
    log=$OUT/$t.log
    "$bin" -max_total_time="$SECONDS_PER" -max_len="$(max_len "$t")" \
        -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$art/" "$corpus" "$seeds" >"$log" 2>&1
    rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    cov=$(grep -E '^#[0-9]+' "$log" | tail -1 |
          sed -n 's/.*cov: \([0-9]*\).*/\1/p')
    nseeds=$(ls "$seeds" | wc -l)
    if [ $rc -eq 0 ]; then
        res=ok
        pass=$((pass + 1))
    else
        res="FAILED (rc $rc, see $log, input in $art/)"
        fail=$((fail + 1))
    fi
    echo "$t: ${SECONDS_PER}s, ${nseeds} seeds, ${execs:-?} execs," \
         "cov ${cov:-?}: $res"
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
