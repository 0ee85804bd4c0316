#!/bin/sh
# scripts/fuzz.sh - build and run the libFuzzer targets in tests/fuzz/.
#
# Compiles the library sources directly (no configure) together with each
# tests/fuzz/fuzz_<name>.c using clang's libFuzzer, ASan and UBSan (UB is
# fatal), in two builds: "generic" (sp_int only, objects in
# build/fuzz/obj) and "sp" (the fixed-size SP C tier as well:
# WOLFSSL_HAVE_SP_RSA/_DH/_ECC, sp_c64.c or sp_c32.c by the digit size;
# objects in build/fuzz/obj-sp).  Each target names the builds it runs in
# (builds_of below: the ones whose code it reaches); its binary is
# build/fuzz/fuzz_<name> or build/fuzz/fuzz_<name>-sp.  Seed corpora are
# generated at run time (each target writes its own seeds, made by the
# library, when FUZZ_SEED_DIR is set), and every (target, build) runs for
# a fixed time.
#
# Usage: scripts/fuzz.sh [--seconds N] [--build-only] [--build B] [target...]
#   target: the <name> of tests/fuzz/fuzz_<name>.c (default: all);
#   B: generic, sp or both (default: both; a target runs only in the
#   builds it names).
# Prints one line per run and "N passed, M failed"; exits non-zero if
# any target fails to build or finds a crash, leak, timeout or UB.  The
# crashing inputs are left in build/fuzz/artifacts/<name>[-sp]/.
set -u

cd "$(dirname "$0")/.." || exit 1
SECONDS_PER=60
BUILD_ONLY=0
WANT=both
TARGETS=""
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) SECONDS_PER="$2"; shift 2 ;;
        --seconds=*) SECONDS_PER="${1#--seconds=}"; shift ;;
        --build-only) BUILD_ONLY=1; shift ;;
        --build) WANT="$2"; shift 2 ;;
        --build=*) WANT="${1#--build=}"; shift ;;
        -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
        -*) echo "unknown option $1" >&2; exit 2 ;;
        *) TARGETS="$TARGETS $1"; shift ;;
    esac
done
case "$WANT" in
    generic|sp|both) ;;
    *) echo "--build: generic, sp or both" >&2; exit 2 ;;
esac
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
SPFLAGS="-DWOLFSSL_HAVE_SP_RSA -DWOLFSSL_HAVE_SP_DH -DWOLFSSL_HAVE_SP_ECC"
OUT=build/fuzz
mkdir -p "$OUT" || exit 1

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
        hash) echo 2048 ;;
        drbg) echo 600 ;;
        rsa_pad) echo 400 ;;
        dh_agree) echo 700 ;;
        ecdsa_sign) echo 160 ;;
        sm2_encrypt) echo 400 ;;
        sp_diff) echo 1100 ;;
        x509) echo 6000 ;;
        tls) echo 12000 ;;
        *) echo 4096 ;;
    esac
}

# The builds a target runs in: "generic sp" when it reaches code the SP
# tier replaces (RSA/DH exponentiation, ECC/SM2/SAKKE scalar
# multiplication, signing, verification), "sp" when it compares the SP
# tier with sp_int, "generic" when nothing it calls differs between them.
builds_of() {
    case "$1" in
        ecdsa_sig|sm2_decrypt|sakke|ecc_x963|ecc_key) echo "generic sp" ;;
        rsa_pad|dh_agree|ecdsa_sign|sm2_encrypt|x509|tls) echo "generic sp" ;;
        sp_diff) echo "sp" ;;
        *) echo "generic" ;;
    esac
}

# Library objects of build $1 (generic or sp) into $2, rebuilt when the
# source or any header is newer.  Prints the object list.
lib_objs() {
    obj=$OUT/obj
    flags=$CFLAGS
    if [ "$1" = sp ]; then
        obj=$OUT/obj-sp
        flags="$CFLAGS $SPFLAGS"
    fi
    mkdir -p "$obj" || return 1
    objs=""
    for src in wolfcrypt/src/*.c src/*.c; do
        case "$src" in *sp_riscv64.c) continue ;; esac
        o=$obj/$(basename "$src" .c).o
        objs="$objs $o"
        if [ ! -f "$o" ] || [ "$src" -nt "$o" ] ||
           [ -n "$(find wolfssl wolfcrypt/src src -name '*.h' -newer "$o" |
                   head -1)" ]
        then
            $CC $flags -fsanitize=fuzzer-no-link -c "$src" -o "$o" || {
                echo "build of $src ($1) failed" >&2; return 1; }
        fi
    done
    echo "$objs"
}

GENERIC_OBJS=""
SP_OBJS=""
if [ "$WANT" != sp ]; then
    GENERIC_OBJS=$(lib_objs generic) || exit 1
fi
if [ "$WANT" != generic ]; then
    SP_OBJS=$(lib_objs sp) || exit 1
fi

pass=0
fail=0
for t in $TARGETS; do
    src=tests/fuzz/fuzz_$t.c
    for b in $(builds_of "$t"); do
        [ "$WANT" = both ] || [ "$WANT" = "$b" ] || continue
        if [ "$b" = sp ]; then
            name=$t-sp
            objs=$SP_OBJS
            flags="$CFLAGS $SPFLAGS"
        else
            name=$t
            objs=$GENERIC_OBJS
            flags=$CFLAGS
        fi
        bin=$OUT/fuzz_$name
        # shellcheck disable=SC2086
        if [ ! -f "$src" ] || ! $CC $flags "$src" $objs -o "$bin"; then
            echo "$name: BUILD FAILED"
            fail=$((fail + 1))
            continue
        fi
        [ "$BUILD_ONLY" = 1 ] && { pass=$((pass + 1)); continue; }
        seeds=$OUT/seeds/$name
        corpus=$OUT/corpus/$name
        art=$OUT/artifacts/$name
        rm -rf "$seeds" "$corpus"
        mkdir -p "$seeds" "$corpus" "$art"
        FUZZ_SEED_DIR=$seeds "$bin" >/dev/null 2>&1
        log=$OUT/$name.log
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
        echo "$name: ${SECONDS_PER}s, ${nseeds} seeds, ${execs:-?} execs," \
             "cov ${cov:-?}: $res"
    done
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
