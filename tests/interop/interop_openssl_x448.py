#!/usr/bin/env python3
"""X448 interoperability with the OpenSSL 3 command line, both ways:
tests/interop/interop_xdh.py (what is checked) for X448: key agreement
with OpenSSL's and our keys, our DER/PEM encoders read by OpenSSL and
OpenSSL's DER/PEM (and a version 2 key built there) read by our decoders,
OpenSSL's Ed448 keys refused.
Usage: interop_openssl_x448.py [path/to/x448_vectors].
Exits 77 (skip) when openssl is missing or lacks X448.
"""
import sys

import interop_xdh

if __name__ == "__main__":
    sys.exit(interop_xdh.main("X448"))
