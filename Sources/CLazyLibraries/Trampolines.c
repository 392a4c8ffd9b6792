// One trampoline per function of Symbols.h. A call jumps through the function's record; until the library is
// loaded the record points at the function's stub, which hands the record to snapquiz_lazy_enter: that saves
// every argument register, lets snapquiz_lazy_resolve (LazyLibraries.c) load the library and write the real
// address into the record, restores the registers and jumps there. Later calls cost one indirect jump.
// The argument registers are restored exactly, so any C signature works, variadic ones too (curl_easy_setopt).
// The trampolines are hidden: they bind snapquiz's own calls and are never exported to the libraries.
// (Top-level asm in a C file rather than a .S file: the assembler's debug info for a .S file, DWARF 5 labels,
// stops valgrind's debuginfo reader, and with it callgrind on snapquiz.)
#include "Libraries.h"

#define SNAPQUIZ_TEXT(x) #x
#define SNAPQUIZ_NUMBER(x) SNAPQUIZ_TEXT(x)

// record: { address (the stub until resolved), name, library }
#define SNAPQUIZ_RECORD(library, symbol) \
    ".data\n.balign 8\n" \
    "snapquiz_lazy_record_" #symbol ":\n" \
    "  .quad snapquiz_lazy_stub_" #symbol "\n" \
    "  .quad snapquiz_lazy_name_" #symbol "\n" \
    "  .quad " SNAPQUIZ_NUMBER(SNAPQUIZ_LIBRARY_##library) "\n" \
    ".section .rodata\n" \
    "snapquiz_lazy_name_" #symbol ": .asciz \"" #symbol "\"\n" \
    ".text\n.globl " #symbol "\n.hidden " #symbol "\n.type " #symbol ", %function\n"

#if defined(__linux__) && defined(__x86_64__)

#define SNAPQUIZ_LAZY(library, symbol) __asm__( \
    SNAPQUIZ_RECORD(library, symbol) \
    ".balign 16\n" \
    #symbol ": jmp *snapquiz_lazy_record_" #symbol "(%rip)\n" \
    "snapquiz_lazy_stub_" #symbol ": lea snapquiz_lazy_record_" #symbol "(%rip), %r11\n" \
    "  jmp snapquiz_lazy_enter\n" \
    ".size " #symbol ", . - " #symbol "\n");

#include "Symbols.h"

// %r11 = the record; the stack as the caller left it (return address on top, so %rsp = 8 mod 16).
__asm__(
    ".text\n.balign 16\n.type snapquiz_lazy_enter, %function\n"
    "snapquiz_lazy_enter:\n"
    "  push %rbp\n"
    "  mov %rsp, %rbp\n"
    "  push %rax\n"          // the vector-register count of a variadic call
    "  push %rdi\n  push %rsi\n  push %rdx\n  push %rcx\n  push %r8\n  push %r9\n"
    "  push %r10\n"          // static chain
    "  sub $128, %rsp\n"     // %rsp = 0 mod 16 from here to the call
    "  movdqu %xmm0, 0(%rsp)\n  movdqu %xmm1, 16(%rsp)\n  movdqu %xmm2, 32(%rsp)\n  movdqu %xmm3, 48(%rsp)\n"
    "  movdqu %xmm4, 64(%rsp)\n  movdqu %xmm5, 80(%rsp)\n  movdqu %xmm6, 96(%rsp)\n  movdqu %xmm7, 112(%rsp)\n"
    "  mov %r11, %rdi\n"
    "  call snapquiz_lazy_resolve\n"
    "  mov %rax, %r11\n"
    "  movdqu 0(%rsp), %xmm0\n  movdqu 16(%rsp), %xmm1\n  movdqu 32(%rsp), %xmm2\n  movdqu 48(%rsp), %xmm3\n"
    "  movdqu 64(%rsp), %xmm4\n  movdqu 80(%rsp), %xmm5\n  movdqu 96(%rsp), %xmm6\n  movdqu 112(%rsp), %xmm7\n"
    "  add $128, %rsp\n"
    "  pop %r10\n  pop %r9\n  pop %r8\n  pop %rcx\n  pop %rdx\n  pop %rsi\n  pop %rdi\n  pop %rax\n"
    "  pop %rbp\n"
    "  jmp *%r11\n"
    ".size snapquiz_lazy_enter, . - snapquiz_lazy_enter\n");

#elif defined(__linux__) && defined(__aarch64__)

#define SNAPQUIZ_LAZY(library, symbol) __asm__( \
    SNAPQUIZ_RECORD(library, symbol) \
    ".balign 4\n" \
    #symbol ":\n" \
    "  adrp x16, snapquiz_lazy_record_" #symbol "\n" \
    "  ldr x16, [x16, :lo12:snapquiz_lazy_record_" #symbol "]\n" \
    "  br x16\n" \
    "snapquiz_lazy_stub_" #symbol ":\n" \
    "  adrp x17, snapquiz_lazy_record_" #symbol "\n" \
    "  add x17, x17, :lo12:snapquiz_lazy_record_" #symbol "\n" \
    "  b snapquiz_lazy_enter\n" \
    ".size " #symbol ", . - " #symbol "\n");

#include "Symbols.h"

// x17 = the record; x0-x7, x8 (indirect result) and q0-q7 carry the arguments.
__asm__(
    ".text\n.balign 4\n.type snapquiz_lazy_enter, %function\n"
    "snapquiz_lazy_enter:\n"
    "  stp x29, x30, [sp, #-224]!\n"
    "  mov x29, sp\n"
    "  stp x0, x1, [sp, #16]\n  stp x2, x3, [sp, #32]\n  stp x4, x5, [sp, #48]\n  stp x6, x7, [sp, #64]\n"
    "  str x8, [sp, #80]\n"
    "  stp q0, q1, [sp, #96]\n  stp q2, q3, [sp, #128]\n  stp q4, q5, [sp, #160]\n  stp q6, q7, [sp, #192]\n"
    "  mov x0, x17\n"
    "  bl snapquiz_lazy_resolve\n"
    "  mov x16, x0\n"
    "  ldp q6, q7, [sp, #192]\n  ldp q4, q5, [sp, #160]\n  ldp q2, q3, [sp, #128]\n  ldp q0, q1, [sp, #96]\n"
    "  ldr x8, [sp, #80]\n"
    "  ldp x6, x7, [sp, #64]\n  ldp x4, x5, [sp, #48]\n  ldp x2, x3, [sp, #32]\n  ldp x0, x1, [sp, #16]\n"
    "  ldp x29, x30, [sp], #224\n"
    "  br x16\n"
    ".size snapquiz_lazy_enter, . - snapquiz_lazy_enter\n");

#else
#error "snapquiz loads its C libraries on first use with trampolines written for Linux on x86_64 and arm64 only"
#endif
