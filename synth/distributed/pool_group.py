"""Imported by the local executor's fork server (a preload module): it, and the pool workers it
forks, leave the command's process group.

A signal to the command's group (Ctrl-C, a process manager's SIGTERM) then reaches the command
alone, which stops the pool itself: an idle pool worker killed by that signal would die holding
the pool's task-queue lock, and the command's pool shutdown would wait for that lock for ever.
A worker still learns of a command killed outright from a thread of its own
(``synth.distributed.child.as_pool_worker``).
"""

import os

os.setpgid(0, 0)
