/* version.h
 *
 * The upstream wolfSSL release whose wolfCrypt API this library follows,
 * as upstream's wolfssl/version.h spells it: programs include it directly
 * and test LIBWOLFSSL_VERSION_HEX (0xMMNNNPPP: major, minor, patch) before
 * calling an API that appeared or changed in a given release.
 *
 * 5.7.2 is the release the names, signatures, constants, error codes and
 * feature macros here are checked against (Debian's wolfssl 5.7.2 source,
 * doc/FEATURE_MACROS.md).  It is an API level, not this library's own
 * version (configure.ac, wolfssl.pc): the library implements a subset of
 * that API, and the feature macros (wolfssl/options.h, settings.h) say
 * which parts.  wolfSSL_lib_version() and wolfSSL_lib_version_hex() are
 * declared by upstream's wolfssl/ssl.h, which this library does not have.
 */
#ifndef WOLFSSL_VERSION_H
#define WOLFSSL_VERSION_H

#define LIBWOLFSSL_VERSION_STRING "5.7.2"
#define LIBWOLFSSL_VERSION_HEX    0x05007002

#endif /* WOLFSSL_VERSION_H */
