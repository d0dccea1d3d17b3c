"""Moves the process to / at import (relative paths of the caller would now point elsewhere)."""

import os

os.chdir("/")
