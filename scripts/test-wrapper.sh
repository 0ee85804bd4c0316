#!/bin/sh
# test-wrapper.sh -- LOG_COMPILER for `make check`.
#
# Runs one test: a compiled program directly, or under qemu-user when the
# build is a cross build (the runner configure found is recorded in
# scripts/test-env.sh of the build tree); a Python test with python3 and
# the runner exported as WOLFSSL_TEST_RUNNER, so that it can start the
# compiled driver it compares against.
#
# Usage: test-wrapper.sh <test> [args...]
set -e
builddir="${WOLFSSL_BUILDDIR:-.}"
if [ ! -f "$builddir/scripts/test-env.sh" ]; then
    echo "test-wrapper: $builddir/scripts/test-env.sh missing (run configure)" >&2
    exit 99
fi
. "$builddir/scripts/test-env.sh"

if [ -n "$TEST_RUNNER_MISSING" ]; then
    echo "test-wrapper: this is a cross build for $HOST_TRIPLET and" \
         "$TEST_RUNNER_MISSING is not installed, so its test programs" \
         "cannot run. Install it (Debian: apt-get install qemu-user)." >&2
    exit 99
fi

WOLFSSL_TEST_RUNNER="$TEST_RUNNER"
export WOLFSSL_TEST_RUNNER

test_prog="$1"
shift
case "$test_prog" in
    *.py) exec "${PYTHON3:-python3}" "$test_prog" "$@" ;;
    *.sh) exec /bin/sh "$test_prog" "$@" ;;
    *)    exec $TEST_RUNNER "$test_prog" "$@" ;;
esac
