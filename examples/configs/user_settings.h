/* user_settings.h -- example configuration for a build without configure.
 *
 * Compile the library and your program with -DWOLFSSL_USER_SETTINGS and
 * this folder on the include path (or `./configure --enable-usersettings
 * CPPFLAGS=-I<this folder>`); settings.h then takes every option from this
 * file instead of wolfssl/options.h.  The test command builds the host
 * library this way.
 *
 * Options (each a plain #define):
 *   HAVE_ECC, NO_RSA, NO_DH, WC_RSA_PSS, WOLFSSL_KEY_GEN     algorithms
 *   WOLFSSL_SHA224, WOLFSSL_SHA384, WOLFSSL_SHA512, WOLFSSL_SM3, NO_SHA,
 *   WOLFSSL_SHA3, WOLFSSL_SHAKE128, WOLFSSL_SHAKE256, HAVE_CHACHA,
 *   HAVE_XCHACHA, HAVE_POLY1305
 *   SP_WORD_SIZE 32        force 32-bit digits (default: 64 where the
 *                          compiler has a 128-bit integer type)
 *   SP_INT_BITS 4096       largest generic operand (default 8192)
 *   WOLFSSL_SP_RISCV64     reserved for RV64 inline-asm word helpers in
 *                          sp_int (none exist yet: no effect)
 * settings.h derives the feature macros programs test from these
 * (WC_RSA_BLINDING, HAVE_ECC384, HAVE_FFDHE_2048, NO_AES, ...), as for a
 * ./configure build: doc/FEATURE_MACROS.md.  Do not define here the
 * upstream macros that page lists as not defined (HAVE_AESGCM, ...): this
 * library does not have what they name.
 */
#ifndef WOLFSSL_USER_SETTINGS_H
#define WOLFSSL_USER_SETTINGS_H

#define WOLFSSL_SP_MATH_ALL
#define HAVE_ECC
#define WC_RSA_PSS
#define WOLFSSL_KEY_GEN
#define WOLFSSL_SHA224
#define WOLFSSL_SHA384
#define WOLFSSL_SHA512
#define WOLFSSL_SM3
#define WOLFSSL_SHA3
#define WOLFSSL_SHAKE128
#define WOLFSSL_SHAKE256
#define HAVE_CHACHA
#define HAVE_XCHACHA
#define HAVE_POLY1305

#endif /* WOLFSSL_USER_SETTINGS_H */
