#!/bin/sh
# dropin.sh -- our SP backend in an upstream wolfSSL tree (doc/DROPIN.md).
#
# Gets Debian's wolfssl source package (apt-get source: 5.7.2 from
# trixie, 5.5.4 from bookworm; a private deb-src entry under build/ when
# the system has none), builds it twice for riscv64 -- with upstream's own
# portable SP backend (its sp_c64.c) and with ours dropped in place of
# that file (wolfcrypt/src/sp_riscv64.c with -DWOLFSSL_SP_RISCV64_ASM, or
# our sp_c64.c) -- in one configuration (CONFIG below: --enable-all with
# SP for RSA/DH 2048-4096, ECC P-256/384/521 and SAKKE), and runs, side by
# side under qemu-riscv64: upstream's testwolfcrypt and its TLS test suite
# (make check: tests/unit.test, testsuite, scripts/*.test).  --bench adds
# upstream's benchmark (wolfcrypt/benchmark, whole runs per algorithm
# counted with the project's instruction-count plugin, total=on), this
# project's benchmark program built against each upstream library (exact
# instructions per operation between markers) and instructions per full
# TLS 1.3 handshake of upstream's example client and server.
#
# Usage: scripts/upstream/dropin.sh [--version 5.7.2|5.5.4]
#            [--backend asm|c64] [--bench] [--tests crypt,tls|crypt|none]
#            [--jobs N]
# Output: one line per test and tree, "<what> <own> | <ours>", then
# "dropin: PASS" or "dropin: FAIL" (exit status 1).  Downloads, trees and
# logs stay in build/upstream/ (DROPIN_OUT to move them): never commit
# them (GPL code).
#
# Test certificates: upstream's bundled ones expire (5.7.2: 2026-09-08,
# 5.5.4: 2025-09-11); in these builds a date that fails now is checked
# once more 30 days after the release (dropin_time.h, through wolfSSL's
# XVALIDATE_DATE and XTIME hooks), so date checks stay on.  The TLS
# suite runs in a private user, mount and network namespace (unshare)
# with a binfmt_misc entry for qemu-riscv64 that only that namespace sees
# (Linux >= 6.7), so upstream's test scripts start riscv64 programs
# directly and no port is shared (or with the host's binfmt entry, when
# it has one).  Its verdict: see known_failures.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
version=5.7.2
backend=asm
bench=0
tests=crypt,tls
jobs=2
usage() {
    echo "usage: $0 [--version 5.7.2|5.5.4] [--backend asm|c64] [--bench]" \
         "[--tests crypt,tls|crypt|none] [--jobs N]" >&2
    exit 2
}
while [ $# -gt 0 ]; do
    case "$1" in
        --version) version=$2; shift 2 ;;
        --backend) backend=$2; shift 2 ;;
        --bench)   bench=1; shift ;;
        --tests)   tests=$2; shift 2 ;;
        --jobs)    jobs=$2; shift 2 ;;
        *) usage ;;
    esac
done
case "$version" in
    5.7.2) suite=trixie ;;
    5.5.4) suite=bookworm ;;
    *) usage ;;
esac
case "$backend" in
    asm) ours_file=sp_riscv64.c; ours_cflags="-DWOLFSSL_SP_RISCV64_ASM" ;;
    c64) ours_file=sp_c64.c; ours_cflags="" ;;
    *) usage ;;
esac

out=${DROPIN_OUT:-$top/build/upstream}
mkdir -p "$out/src" "$out/logs"
sysroot=/usr/riscv64-linux-gnu
qemu="qemu-riscv64 -L $sysroot"
status=0

for t in apt-get dpkg-source autoreconf libtoolize riscv64-linux-gnu-gcc \
         qemu-riscv64 unshare ip; do
    command -v "$t" > /dev/null 2>&1 || {
        echo "dropin: $t missing (sh scripts/install-deps.sh; dpkg-dev," \
             "iproute2, util-linux)" >&2; exit 1; }
done

# The configuration: upstream's own test suite passes in it with its own
# backend (checked by this script every run).  --enable-sp on riscv64
# gives 2048/3072 and P-256 only: 4096, P-384 and P-521 are asked for;
# --enable-all brings SAKKE (so WOLFSSL_SP_1024), ECCSI and the TLS
# features; FFDHE 4096 for testwolfcrypt's ffdhe4096 test.  Static
# libraries: the programs are plain riscv64 executables (no libtool
# wrappers), which qemu runs directly.
CONFIG="--host=riscv64-linux-gnu --enable-all --enable-sp=yes,4096,384,521
 --enable-sp-math-all --disable-shared --enable-static"
CFLAGS_BASE="-O2 -DHAVE_FFDHE_4096"

# ---------------------------------------------------------------------
# Source: apt-get source wolfssl=<version>-*
# ---------------------------------------------------------------------
apt_private() {
    # apt-get with a private configuration holding a deb-src entry for
    # the suite (the system's sources.list is left alone).
    a="$out/apt"
    mkdir -p "$a/lists/partial" "$a/cache/archives/partial" "$a/sources"
    cat > "$a/sources/dropin.sources" <<EOF
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $suite
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    "$@" -o Dir::Etc::SourceList=/dev/null \
         -o Dir::Etc::SourceParts="$a/sources" \
         -o Dir::State::Lists="$a/lists" -o Dir::Cache="$a/cache"
}

debian_version() {  # the full Debian version of $version, or nothing
    "$@" showsrc wolfssl 2>/dev/null |
        sed -n "s/^Version: \($version-.*\)/\1/p" | sort -V | tail -n 1
}

fetch_source() {
    src="$out/src/wolfssl-$version"
    [ -f "$src/.dropin-ready" ] && return 0
    full=$(debian_version apt-cache)
    if [ -n "$full" ]; then
        apt() { "$@"; }
    else
        echo "dropin: no deb-src entry for $suite: adding a private one" >&2
        apt() { apt_private "$@"; }
        apt apt-get -q update > "$out/logs/apt-update.log" 2>&1 || {
            cat "$out/logs/apt-update.log"; exit 1; }
        full=$(apt_private_showsrc)
    fi
    [ -n "$full" ] || { echo "dropin: wolfssl $version not found" >&2;
                        exit 1; }
    echo "dropin: apt-get source wolfssl=$full" >&2
    rm -rf "$src"
    ( cd "$out/src" &&
      apt apt-get -q source --download-only "wolfssl=$full" &&
      dpkg-source -x "wolfssl_$full.dsc" "$src" ) \
        > "$out/logs/source-$version.log" 2>&1 || {
        cat "$out/logs/source-$version.log"; exit 1; }
    ( cd "$src" && ./autogen.sh ) > "$out/logs/autogen-$version.log" 2>&1 ||
        { cat "$out/logs/autogen-$version.log"; exit 1; }
    echo "$full" > "$src/.dropin-ready"
}

apt_private_showsrc() {
    apt_private apt-cache showsrc wolfssl 2>/dev/null |
        sed -n "s/^Version: \($version-.*\)/\1/p" | sort -V | tail -n 1
}

# The instant at which dates that fail now are checked once more: 30 days
# after the release date of ChangeLog.md's first line (dropin_time.h).
release_time() {
    rel=$(sed -n '1s/.*(\(.*\)).*/\1/p' "$src/ChangeLog.md")
    date -u -d "$rel + 30 days" +%s
}

# ---------------------------------------------------------------------
# Trees: own (upstream's sp_c64.c) and ours (our backend in its place)
# ---------------------------------------------------------------------
build_tree() {  # build_tree own|ours
    name=$1
    dir="$out/$version-$name"
    [ "$name" = ours ] && dir="$out/$version-ours-$backend"
    cflags="$CFLAGS_BASE -include $top/scripts/upstream/dropin_time.h"
    cflags="$cflags -DDROPIN_RELEASE_TIME=$reltime"
    [ "$name" = ours ] && cflags="$cflags $ours_cflags"
    # a rebuild only when the configuration, dropin_time.h or our backend
    # changed
    stamp="$CONFIG $cflags $(sha256sum "$top/scripts/upstream/dropin_time.h")"
    if [ "$name" = ours ]; then
        stamp="$stamp $(sha256sum "$top/wolfcrypt/src/$ours_file")"
    fi
    if [ -f "$dir/.dropin-stamp" ] &&
       [ "$(cat "$dir/.dropin-stamp")" = "$stamp" ] &&
       [ -x "$dir/wolfcrypt/test/testwolfcrypt" ]; then
        echo "$dir"
        return 0
    fi
    echo "dropin: building $version $name ($dir)" >&2
    rm -rf "$dir"
    cp -a "$src" "$dir"
    if [ "$name" = ours ]; then
        cp "$top/wolfcrypt/src/$ours_file" "$dir/wolfcrypt/src/sp_c64.c"
    fi
    # shellcheck disable=SC2086  # CONFIG is a list of words
    ( cd "$dir" && ./configure $CONFIG CFLAGS="$cflags" &&
      make -j"$jobs" ) > "$out/logs/build-$version-$name.log" 2>&1 || {
        tail -n 40 "$out/logs/build-$version-$name.log" >&2
        echo "dropin: build of $version $name failed" >&2
        exit 1; }
    echo "$stamp" > "$dir/.dropin-stamp"
    echo "$dir"
}

# In a private user, mount and network namespace: binfmt_misc for
# riscv64 ELF programs (qemu-riscv64, F: opened now), loopback up.
# The ELF header of a riscv64 executable (class 64, little endian,
# machine 243) and the bits of it that matter.
BINFMT_MAGIC='\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00'
BINFMT_MAGIC="$BINFMT_MAGIC"'\x02\x00\xf3\x00'
BINFMT_MASK='\xff\xff\xff\xff\xff\xff\xff\x00\xff\xff\xff\xff\xff\xff\xff\xff'
BINFMT_MASK="$BINFMT_MASK"'\xfe\xff\xff\xff'
# (the kernel decodes the \x escapes of the registration line itself)
NS_SETUP='set -e
mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
q=$(command -v qemu-riscv64)
printf "%s" ":qemu-riscv64:M::$BINFMT_MAGIC:$BINFMT_MASK:$q:F" \
    > /proc/sys/fs/binfmt_misc/register
ip link set lo up
cd "$1"; shift
exec "$@"'
in_ns() {  # in_ns DIR CMD...: run CMD in DIR where riscv64 programs run
    if [ -f /proc/sys/fs/binfmt_misc/qemu-riscv64 ]; then
        # the host has a binfmt entry already (qemu-user-static and
        # binfmt-support, as on CI runners with kernels before 6.7)
        ( cd "$1" && shift && QEMU_LD_PREFIX=$sysroot "$@" )
        return
    fi
    BINFMT_MAGIC=$BINFMT_MAGIC BINFMT_MASK=$BINFMT_MASK \
    QEMU_LD_PREFIX=$sysroot unshare --user --map-root-user --mount --net \
        --fork sh -c "$NS_SETUP" sh "$@"
}

# testwolfcrypt: "passed" lines and the verdict.
run_crypt() {  # run_crypt DIR NAME
    log="$out/logs/testwolfcrypt-$version-$2.log"
    if ( cd "$1" && $qemu wolfcrypt/test/testwolfcrypt ) > "$log" 2>&1
    then v=PASS; else v=FAIL; fi
    n=$(grep -c "passed!$" "$log" || true)
    f=$(grep -c "failed!" "$log" || true)
    echo "$v $n passed, $f failed"
}

# The TLS suite: upstream's make check (its testwolfcrypt too).
check_ns() {
    if [ ! -f /proc/sys/fs/binfmt_misc/qemu-riscv64 ] &&
       ! in_ns "$out" true 2> "$out/logs/ns.log"; then
        echo "dropin: no way to run riscv64 programs directly for" \
             "make check: a private binfmt_misc needs Linux >= 6.7 and" \
             "user namespaces; else install qemu-user-static and" \
             "binfmt-support (a system-wide entry)" >&2
        cat "$out/logs/ns.log" >&2
        exit 1
    fi
}
run_tls() {  # run_tls DIR NAME: summary line; failures in $log.fail
    log="$out/logs/check-$version-$2.log"
    in_ns "$1" make -j"$jobs" check > "$log" 2>&1 || true
    t=$(sed -n 's/^# TOTAL: *//p' "$log" | tail -n 1)
    p=$(sed -n 's/^# PASS: *//p' "$log" | tail -n 1)
    s=$(sed -n 's/^# SKIP: *//p' "$log" | tail -n 1)
    # failures: the test programs and scripts, and unit.test's API tests
    { sed -n 's/^\(FAIL\|ERROR\): *//p' "$log"
      sed -n '/^FAILURES:/,/^ *$/s/^ *[0-9]*: *\(test_[a-zA-Z0-9_]*\).*/'\
'api:\1/p' "$1/scripts/unit.log" 2>/dev/null; } | sort -u > "$log.fail"
    # a failing API test stops unit.test before its other parts: run
    # those (hash, QUIC, SRP, the cipher suite tests) on their own
    a=$(grep -c '^api:' "$log.fail" || true)
    if [ "$a" != 0 ]; then
        if in_ns "$1" tests/unit.test --no-api > "$log.no-api" 2>&1; then
            n="unit.test --no-api passed"
        else
            n="unit.test --no-api FAILED"
            echo "unit.test --no-api" >> "$log.fail"
        fi
    else
        n="no API failures"
    fi
    echo "${p:-0}/${t:-0} passed, ${s:-0} skipped, $a API tests" \
         "failed; $n"
}

# Failures of upstream's own backend that the drop-in does not cause:
# ocsp-stapling.test connects to login.live.com and 5.5.4's ocsp.test to
# www.globalsign.com or www.google.com (no internet), and Debian's
# CVE-2026-5194 patch to 5.7.2 returns ASN_SIG_OID_E where the API test
# test_wc_CheckCertSigPubKey still expects ASN_PARSE_E (so
# scripts/unit.test fails; its other parts run with --no-api).  The TLS
# verdict: upstream's backend fails only these, ours fails nothing it
# does not.
known_failures() {
    case "$version" in
        5.7.2) printf '%s\n' "api:test_wc_CheckCertSigPubKey" \
                              "scripts/unit.test" \
                              "scripts/ocsp-stapling.test" ;;
        5.5.4) printf '%s\n' "scripts/ocsp-stapling.test" \
                              "scripts/ocsp.test" ;;
    esac
}

tls_verdict() {  # tls_verdict OWN_LOG OURS_LOG
    known_failures | sort -u > "$out/logs/known-$version"
    extra_own=$(comm -23 "$1.fail" "$out/logs/known-$version")
    extra_ours=$(comm -23 "$2.fail" "$1.fail")
    echo "failed, own backend: $(tr '\n' ' ' < "$1.fail")"
    echo "failed, ours:        $(tr '\n' ' ' < "$2.fail")"
    if [ -n "$extra_own" ]; then
        echo "upstream's own backend fails beyond the known failures:" \
             $extra_own
        return 1
    fi
    if [ -n "$extra_ours" ]; then
        echo "our backend fails where upstream's passes:" $extra_ours
        return 1
    fi
    echo "TLS suite: ours fails nothing that upstream's own backend passes"
}

row() {  # row LABEL OWN OURS
    printf '%-28s %-34s | %s\n' "$1" "$2" "$3"
}

fetch_source
src="$out/src/wolfssl-$version"
reltime=$(release_time)
own=$(build_tree own)
ours=$(build_tree ours)
echo "wolfSSL $version ($(cat "$src/.dropin-ready")), our backend:" \
     "$backend ($ours_file as sp_c64.c)"
row "" "upstream's own backend" "ours ($backend)"
for what in $(echo "$tests" | tr ',' ' '); do
    case "$what" in
        crypt) a=$(run_crypt "$own" own); b=$(run_crypt "$ours" ours)
               row testwolfcrypt "$a" "$b" ;;
        tls)   check_ns
               a=$(run_tls "$own" own); b=$(run_tls "$ours" ours)
               row "make check (TLS suite)" "$a" "$b"
               tls_verdict "$out/logs/check-$version-own.log" \
                   "$out/logs/check-$version-ours.log" || status=1
               continue ;;
        none)  continue ;;
        *) usage ;;
    esac
    case "$a $b" in *FAIL*) status=1 ;; esac
done

if [ "$bench" = 1 ]; then
    DROPIN_TOP="$top" DROPIN_OUT="$out" DROPIN_JOBS="$jobs" \
        sh "$top/scripts/upstream/dropin-bench.sh" "$version" "$own" \
        "$ours" "$backend" || status=1
fi

if [ "$status" = 0 ]; then echo "dropin: PASS"; else echo "dropin: FAIL"; fi
exit "$status"
