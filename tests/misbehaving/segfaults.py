"""Crashes the interpreter at import (a segmentation fault)."""

import ctypes

ctypes.string_at(0)
