/* error.c
 *
 * Text for the wolfCrypt error codes of error-crypt.h.  Support layer.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

const char* wc_GetErrorString(int error)
{
    switch (error) {
    case OPEN_RAN_E:
        return "Opening random device error";
    case READ_RAN_E:
        return "Reading random device error";
    case RAN_BLOCK_E:
        return "Reading random device would block";
    case BAD_MUTEX_E:
        return "Bad mutex operation";
    case MP_INIT_E:
        return "Mp_init error state";
    case MP_READ_E:
        return "Mp_read error state";
    case MP_EXPTMOD_E:
        return "Mp_exptmod error state";
    case MP_TO_E:
        return "Mp_to_xxx error state, can't convert";
    case MP_SUB_E:
        return "Mp_sub error state, can't subtract";
    case MP_ADD_E:
        return "Mp_add error state, can't add";
    case MP_MUL_E:
        return "Mp_mul error state, can't multiply";
    case MP_MULMOD_E:
        return "Mp_mulmod error state, can't multiply mod";
    case MP_MOD_E:
        return "Mp_mod error state, can't mod";
    case MP_INVMOD_E:
        return "Mp_invmod error state, can't inv mod";
    case MP_CMP_E:
        return "Mp_cmp error state";
    case MP_ZERO_E:
        return "Got a mp zero result, not expected";
    case MEMORY_E:
        return "Out of memory error";
    case VAR_STATE_CHANGE_E:
        return "Variable state modified";
    case RSA_WRONG_TYPE_E:
        return "RSA wrong block type for RSA function";
    case RSA_BUFFER_E:
        return "RSA buffer error, output too small or input too big";
    case BUFFER_E:
        return "Output buffer too small or input too large";
    case ALGO_ID_E:
        return "Setting algo id error";
    case PUBLIC_KEY_E:
        return "Setting public key error";
    case ASN_PARSE_E:
        return "ASN parsing error, invalid input";
    case ASN_VERSION_E:
        return "ASN version error, invalid number";
    case ASN_GETINT_E:
        return "ASN get big int error, invalid data";
    case ASN_RSA_KEY_E:
        return "ASN key init error, invalid input";
    case ASN_OBJECT_ID_E:
        return "ASN object id error, invalid id";
    case ASN_TAG_NULL_E:
        return "ASN tag error, not null";
    case ASN_EXPECT_0_E:
        return "ASN expect error, not zero";
    case ASN_BITSTR_E:
        return "ASN bit string error, wrong id";
    case ASN_UNKNOWN_OID_E:
        return "ASN oid error, unknown sum id";
    case ASN_SIG_OID_E:
        return "ASN signature error, mismatched oid";
    case ASN_DATE_SZ_E:
        return "ASN date error, bad size";
    case ASN_BEFORE_DATE_E:
        return "ASN date error, current date is before start of validity";
    case ASN_AFTER_DATE_E:
        return "ASN date error, current date is after expiration";
    case ASN_TIME_E:
        return "ASN time error, unknown time type";
    case ASN_SIG_CONFIRM_E:
        return "ASN sig error, confirm failure";
    case ASN_SIG_HASH_E:
        return "ASN sig error, unsupported hash type";
    case ASN_SIG_KEY_E:
        return "ASN sig error, unsupported key type";
    case ASN_CRIT_EXT_E:
        return "X.509 critical extension ignored or invalid";
    case ASN_ALT_NAME_E:
        return "ASN alternate name error";
    case ASN_NO_SIGNER_E:
        return "ASN sig error, no CA signer to verify certificate";
    case ASN_NAME_INVALID_E:
        return "ASN name constraint error";
    case ASN_PATHLEN_SIZE_E:
        return "ASN CA path length too large error";
    case ASN_PATHLEN_INV_E:
        return "ASN CA path length inversion error";
    case ASN_SELF_SIGNED_E:
        return "ASN self-signed certificate error";
    case ASN_INPUT_E:
        return "ASN input error, not enough data";
    case ASN_DH_KEY_E:
        return "ASN key init error, invalid input";
    case ASN_NO_PEM_HEADER:
        return "ASN no PEM header error";
    case ECC_BAD_ARG_E:
        return "ECC input argument of wrong type";
    case ASN_ECC_KEY_E:
        return "ASN ECC bad input";
    case ECC_CURVE_OID_E:
        return "Unsupported ECC OID curve type";
    case BAD_FUNC_ARG:
        return "Bad function argument provided";
    case NOT_COMPILED_IN:
        return "Feature not compiled in";
    case BAD_ALIGN_E:
        return "Bad alignment for operation, no alloc";
    case BAD_STATE_E:
        return "Bad state operation";
    case AES_GCM_AUTH_E:
        return "AES-GCM Authentication check fail";
    case AES_CCM_AUTH_E:
        return "AES-CCM Authentication check fail";
    case BAD_PADDING_E:
        return "Bad padding, msg not correct length";
    case RNG_FAILURE_E:
        return "RNG failed, reinitialize";
    case HMAC_MIN_KEYLEN_E:
        return "FIPS mode HMAC minimum key length error";
    case RSA_PAD_E:
        return "RSA padding error";
    case LENGTH_ONLY_E:
        return "Returning output length only";
    case DRBG_KAT_FIPS_E:
        return "DRBG known answer test check failure";
    case DRBG_CONT_FIPS_E:
        return "DRBG continuous test failure";
    case MAC_CMP_FAILED_E:
        return "MAC comparison failed";
    case IS_POINT_E:
        return "ECC is point on curve failed";
    case ECC_INF_E:
        return "ECC point at infinity error";
    case ECC_PRIV_KEY_E:
        return "ECC private key is not valid";
    case ECC_OUT_OF_RANGE_E:
        return "ECC key component out of range";
    case WC_INIT_E:
        return "WolfCrypt failed to initialize";
    case SIG_VERIFY_E:
        return "Signature verify error";
    case BAD_COND_E:
        return "Bad condition variable operation";
    case SIG_TYPE_E:
        return "Signature type not enabled or available";
    case HASH_TYPE_E:
        return "Hash type not enabled or available";
    case WC_KEY_SIZE_E:
        return "Key size error, either too small or large";
    case MISSING_RNG_E:
        return "RNG required but not provided";
    case DH_CHECK_PUB_E:
        return "DH check public key error";
    case ECC_PRIVATEONLY_E:
        return "Invalid use of private only ECC key";
    case PSS_SALTLEN_E:
        return "PSS salt length too long for key";
    case PRIME_GEN_E:
        return "Unable to find a prime for RSA key";
    case RSA_OUT_OF_RANGE_E:
        return "RSA raw input out of range";
    case RSA_KEY_PAIR_E:
        return "RSA key pair-wise consistency check fail";
    case DH_CHECK_PRIV_E:
        return "DH check private key error";
    case PSS_SALTLEN_RECOVER_E:
        return "PSS salt length not recoverable";
    case CHACHA_POLY_OVERFLOW:
        return "ChaCha20Poly1305 limit overflow error";
    case SAKKE_VERIFY_FAIL_E:
        return "SAKKE derivation verification error";
    case MISSING_IV:
        return "IV was not set";
    case MISSING_KEY:
        return "Key was not set";
    case BAD_LENGTH_E:
        return "Value of length parameter is invalid";
    case ECC_PCT_E:
        return "ECDHE pairwise consistency test failed";
    case ENTROPY_RT_E:
        return "Entropy repetition count test failed";
    case ENTROPY_APT_E:
        return "Entropy adaptive proportion test failed";
    case ASN_LEN_E:
        return "ASN length invalid";
    case SM4_GCM_AUTH_E:
        return "SM4-GCM authentication check failure";
    case SM4_CCM_AUTH_E:
        return "SM4-CCM authentication check failure";
    default:
        return "unknown error number";
    }
}

void wc_ErrorString(int error, char* buffer)
{
    const char* s = wc_GetErrorString(error);
    size_t len = XSTRLEN(s);

    if (buffer == NULL)
        return;
    if (len >= WOLFSSL_MAX_ERROR_SZ)
        len = WOLFSSL_MAX_ERROR_SZ - 1;
    XMEMCPY(buffer, s, len);
    buffer[len] = '\0';
}
