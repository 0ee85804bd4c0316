/* wc_port.h
 *
 * Library-wide initialisation: wolfCrypt_Init() / wolfCrypt_Cleanup(), and
 * the report of which big-number backend this build runs.
 */
#ifndef WOLF_CRYPT_PORT_H
#define WOLF_CRYPT_PORT_H

#include <wolfssl/wolfcrypt/types.h>

#include <time.h>

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

/* The clock certificate validity is checked against: time() unless a
 * callback is set (devices without a clock, tests at a fixed time).
 * wc_SetTimeCb(NULL) restores time(); it returns 0. */
typedef time_t (*wc_time_cb)(time_t* t);
WOLFSSL_API int    wc_SetTimeCb(wc_time_cb f);
WOLFSSL_API time_t wc_Time(time_t* t);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_PORT_H */
