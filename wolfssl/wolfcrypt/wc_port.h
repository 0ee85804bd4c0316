/* wc_port.h
 *
 * Library-wide initialisation: wolfCrypt_Init() / wolfCrypt_Cleanup(), and
 * the report of which big-number backend this build runs.
 */
#ifndef WOLF_CRYPT_PORT_H
#define WOLF_CRYPT_PORT_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Nothing needs global set-up today; both return 0.  Kept so that programs
 * written for wolfCrypt call them unchanged. */
WOLFSSL_API int wolfCrypt_Init(void);
WOLFSSL_API int wolfCrypt_Cleanup(void);

/* A short text naming the math backends compiled in, for example
 * "sp_int (64-bit digits) + sp_riscv64 (RV64IM asm)". */
WOLFSSL_API const char* wc_GetMathInfo(void);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_PORT_H */
