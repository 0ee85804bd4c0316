#!/bin/sh
# autogen.sh -- create configure and the Makefile.in files.
set -e
cd "$(dirname "$0")"
mkdir -p m4 build-aux
autoreconf --install --force
