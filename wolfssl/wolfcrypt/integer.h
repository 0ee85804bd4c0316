/* integer.h
 *
 * The multi-precision integer header wolfCrypt programs include.  This
 * implementation has one big-number library, the generic sp_int, so the
 * header only pulls in sp_int.h (mp_int, mp_digit and the mp_* names).
 */
#ifndef WOLF_CRYPT_INTEGER_H
#define WOLF_CRYPT_INTEGER_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>

#endif /* WOLF_CRYPT_INTEGER_H */
