"""The tile kernel: tiles as numbers and bits, MPSZ text, shanten tables, memos."""
