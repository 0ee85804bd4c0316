/* wc-qemu-plugin.h -- our own minimal declarations of the QEMU TCG plugin
 * API (API version 1, as offered by QEMU 7.2), for the measurement plugins
 * in scripts/qemu/ (insn_count.c, ct_trace.c).
 *
 * Debian ships qemu-user with plugin support compiled in but without the
 * qemu-plugin.h header, so we declare here exactly the part of the public
 * interface that our plugins use: the opaque handle types, the callback
 * types, the enum values and the registration and query functions.  The
 * names, signatures and enum values are those of QEMU's public plugin
 * interface; the plugin itself is resolved against the qemu binary at load
 * time (the functions live in the qemu-riscv64 executable, which exports
 * them dynamically).
 *
 * Host-side code: built with the host compiler as a shared object and
 * loaded into the qemu process; it never runs on the guest.
 */
#ifndef WC_QEMU_PLUGIN_H
#define WC_QEMU_PLUGIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define WC_QEMU_PLUGIN_EXPORT __attribute__((visibility("default")))

/* API version this header describes (QEMU_PLUGIN_VERSION of QEMU 7.2).  A
 * plugin exports it as `int qemu_plugin_version`; qemu refuses to load a
 * plugin whose version lies outside the range it supports. */
#define WC_QEMU_PLUGIN_API_VERSION 1

typedef uint64_t qemu_plugin_id_t;

/* What qemu tells the plugin at install time. */
typedef struct qemu_info_t {
    const char *target_name;    /* e.g. "riscv64" */
    struct {
        int min;                /* oldest API version qemu supports */
        int cur;                /* newest API version qemu supports */
    } version;
    bool system_emulation;      /* false under qemu-user */
    union {                     /* anonymous in QEMU's header; named here */
        struct {                /* so that plain C99 accepts it; the layout */
            int smp_vcpus;      /* is the same */
            int max_vcpus;
        } system;
    } u;
} qemu_info_t;

/* Opaque handles, valid only inside the translation callback. */
struct qemu_plugin_tb;
struct qemu_plugin_insn;

/* Whether a callback reads or writes guest registers. */
enum qemu_plugin_cb_flags {
    QEMU_PLUGIN_CB_NO_REGS,
    QEMU_PLUGIN_CB_R_REGS,
    QEMU_PLUGIN_CB_RW_REGS
};

/* Which memory accesses a memory callback wants. */
enum qemu_plugin_mem_rw {
    QEMU_PLUGIN_MEM_R = 1,
    QEMU_PLUGIN_MEM_W,
    QEMU_PLUGIN_MEM_RW
};

/* Inline operations (executed in generated code, no helper call). */
enum qemu_plugin_op {
    QEMU_PLUGIN_INLINE_ADD_U64
};

/* Packed description of one memory access (size, sign, endianness, store). */
typedef uint32_t qemu_plugin_meminfo_t;

typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void *userdata);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu_index,
                                            void *userdata);
typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id,
                                               struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_vcpu_mem_cb_t)(unsigned int vcpu_index,
                                          qemu_plugin_meminfo_t info,
                                          uint64_t vaddr, void *userdata);

/* Entry point every plugin defines; returns 0 on success. */
WC_QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id,
                                              const qemu_info_t *info,
                                              int argc, char **argv);

/* Registration (provided by qemu). */
void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id,
                                           qemu_plugin_vcpu_tb_trans_cb_t cb);
void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb,
                                          qemu_plugin_vcpu_udata_cb_t cb,
                                          enum qemu_plugin_cb_flags flags,
                                          void *userdata);
void qemu_plugin_register_vcpu_tb_exec_inline(struct qemu_plugin_tb *tb,
                                              enum qemu_plugin_op op,
                                              void *ptr, uint64_t imm);
void qemu_plugin_register_vcpu_insn_exec_cb(struct qemu_plugin_insn *insn,
                                            qemu_plugin_vcpu_udata_cb_t cb,
                                            enum qemu_plugin_cb_flags flags,
                                            void *userdata);
void qemu_plugin_register_vcpu_mem_cb(struct qemu_plugin_insn *insn,
                                      qemu_plugin_vcpu_mem_cb_t cb,
                                      enum qemu_plugin_cb_flags flags,
                                      enum qemu_plugin_mem_rw rw,
                                      void *userdata);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id,
                                    qemu_plugin_udata_cb_t cb,
                                    void *userdata);

/* Queries on a translation block and its instructions (only valid inside
 * the translation callback). */
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(
    const struct qemu_plugin_tb *tb, size_t idx);
const void *qemu_plugin_insn_data(const struct qemu_plugin_insn *insn);
size_t qemu_plugin_insn_size(const struct qemu_plugin_insn *insn);
uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn *insn);

/* Queries on a memory access (inside a memory callback). */
unsigned int qemu_plugin_mem_size_shift(qemu_plugin_meminfo_t info);
bool qemu_plugin_mem_is_store(qemu_plugin_meminfo_t info);

/* Output: goes to qemu's log, which is stderr unless -D FILE is given. */
void qemu_plugin_outs(const char *string);

#endif /* WC_QEMU_PLUGIN_H */
