/* wc_port.c
 *
 * wolfCrypt_Init / wolfCrypt_Cleanup and the math-backend report (what is
 * really built: WOLFSSL_SP_RISCV64 is reserved and changes nothing, so it
 * is not reported).  Support layer.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/wc_port.h>

int wolfCrypt_Init(void)
{
    return 0;
}

int wolfCrypt_Cleanup(void)
{
    return 0;
}

#if SP_WORD_SIZE == 64
    #define WC_DIGITS "64-bit digits"
#else
    #define WC_DIGITS "32-bit digits"
#endif

#if defined(WOLFSSL_SP_RISCV64_ASM)
    #define WC_SP_TIER " + sp_riscv64 (RV64IM asm)"
#elif defined(WOLFSSL_HAVE_SP_RSA) || defined(WOLFSSL_HAVE_SP_DH) || \
      defined(WOLFSSL_HAVE_SP_ECC)
    #if SP_WORD_SIZE == 64
        #define WC_SP_TIER " + sp_c64 (portable C)"
    #else
        #define WC_SP_TIER " + sp_c32 (portable C)"
    #endif
#else
    #define WC_SP_TIER ""
#endif

const char* wc_GetMathInfo(void)
{
    return "sp_int (" WC_DIGITS ")" WC_SP_TIER;
}

static wc_time_cb wc_time_fn = NULL;

int wc_SetTimeCb(wc_time_cb f)
{
    wc_time_fn = f;
    return 0;
}

time_t wc_Time(time_t* t)
{
    return (wc_time_fn != NULL) ? wc_time_fn(t) : time(t);
}
