/* user_settings.h for the bare-metal test (examples/baremetal)
 *
 * The embedded template as shipped, with one choice made for qemu: the
 * entropy comes from the RISC-V Zkr `seed` CSR, which qemu-system-riscv
 * implements with `-cpu rv64,zkr=true` (or rv32,zkr=true) and fills from
 * the host's getrandom().  Every other switch keeps the template's
 * default unless the command line sets it (-DWC_CFG_ASM_SP=1, ...).
 * A product copies examples/configs/user_settings_embedded.h instead and
 * names its own entropy source.
 */
#ifndef WC_CFG_SEED
    #define WC_CFG_SEED WC_CFG_SEED_ZKR
#endif

#include "user_settings_embedded.h"
