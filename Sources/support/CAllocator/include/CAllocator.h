#ifndef LETTERPRESS_CALLOCATOR_H
#define LETTERPRESS_CALLOCATOR_H

/* CAllocator: how a Letterpress command asks the C allocator to keep freed memory.
 *
 * A batch (render-chat with many transcripts) frees and allocates the same few megabytes of pixels, text and PNG
 * buffers for every transcript. glibc's defaults give them back to the kernel as soon as they are free (blocks of
 * 128 KiB and more are mapped on their own, and a heap's free top is trimmed beyond 128 KiB), so every transcript
 * faults the pages in again, and with several threads each unmap and shrink also interrupts the other cores to
 * flush their TLBs. This is process-wide, so only executables call it; the libraries never do. */

#include <stddef.h>

/* Blocks up to `largest_heap_block` bytes come from the heap rather than from a mapping of their own, and up to
 * `retained_free_bytes` of free heap stay mapped for the next allocation. Returns 1 when the allocator took both
 * settings, 0 when it has no such settings (a C library other than glibc), a size does not fit in an `int`, or the
 * allocator refused it. */
int callocator_retain_freed_memory(size_t largest_heap_block, size_t retained_free_bytes);

#endif
