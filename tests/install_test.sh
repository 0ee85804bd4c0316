#!/bin/sh
# install_test.sh -- `make install` into a scratch prefix, then build
# examples/api_demo.c out of tree with nothing but
# `pkg-config --cflags --libs wolfssl` (shared library) and run it, and
# the same against the static library.  Proves that the installed headers,
# options.h, libwolfssl and wolfssl.pc are complete and that a program
# written against the wolfCrypt API compiles and links unchanged.
#
# Usage (from a configured build tree): install_test.sh
# Host builds only (exit 77 for cross builds, where the program could not
# run natively).
set -eu
builddir=${WOLFSSL_BUILDDIR:-.}
srcdir=${WOLFSSL_SRCDIR:-.}
. "$builddir/scripts/test-env.sh"
if [ -n "$TEST_RUNNER" ] || [ -n "$TEST_RUNNER_MISSING" ]; then
    echo "install_test: cross build, skipped"
    exit 77
fi
command -v pkg-config >/dev/null 2>&1 || { echo "no pkg-config"; exit 1; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/wolfssl-install.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

make -C "$builddir" install DESTDIR="$scratch/dest" > "$scratch/install.log"
# DESTDIR keeps the configured prefix; look it up from the installed .pc.
pc=$(find "$scratch/dest" -name wolfssl.pc | head -n 1)
[ -n "$pc" ] || { echo "wolfssl.pc not installed"; exit 1; }
inst_prefix=$(sed -n 's/^prefix=//p' "$pc")
root="$scratch/dest$inst_prefix"
for f in include/wolfssl/options.h include/wolfssl/wolfcrypt/settings.h \
         include/wolfssl/wolfcrypt/rsa.h include/wolfssl/wolfcrypt/ecc.h \
         include/wolfssl/wolfcrypt/dh.h; do
    [ -f "$root/$f" ] || { echo "missing after install: $f"; exit 1; }
done
ls "$root"/lib*/libwolfssl.a >/dev/null 2>&1 || { echo "no libwolfssl.a"; exit 1; }
ls "$root"/lib*/libwolfssl.so >/dev/null 2>&1 || { echo "no libwolfssl.so"; exit 1; }

# Point pkg-config at the staged tree (prefix rewritten with sysroot-style
# PKG_CONFIG_SYSROOT_DIR, as for any staged install).
PKG_CONFIG_PATH=$(dirname "$pc")
PKG_CONFIG_SYSROOT_DIR="$scratch/dest"
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
cflags=$(pkg-config --cflags wolfssl)
libs=$(pkg-config --libs wolfssl)
libdir=$(pkg-config --variable=libdir wolfssl)

passed=0
failed=0
check() { # check NAME CMD...
    name=$1; shift
    if "$@" > "$scratch/$name.log" 2>&1; then
        passed=$((passed + 1)); echo "PASS $name"
    else
        failed=$((failed + 1)); echo "FAIL $name"; cat "$scratch/$name.log"
    fi
}
cc=${CC:-cc}
check build-shared $cc -std=c99 -Wall -Wextra $cflags \
    "$srcdir/examples/api_demo.c" $libs -o "$scratch/demo_shared"
check run-shared env LD_LIBRARY_PATH="$libdir" \
    "$scratch/demo_shared"
check build-static $cc -std=c99 -Wall -Wextra $cflags \
    "$srcdir/examples/api_demo.c" "$libdir/libwolfssl.a" \
    -o "$scratch/demo_static"
check run-static "$scratch/demo_static"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
