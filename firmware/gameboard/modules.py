"""unload(prefix, ...): forgets imported modules so the heap gets their code back.

A 64 KB heap cannot hold the menus, a game's rules and its controller at once, so the shell
unloads what the next screen will not need (the menus while a game runs, the game when back in
the menus); a later import loads a module afresh. Objects still referring to an unloaded
module's functions keep them alive, so this is only ever a saving, never a breakage.
"""
import gc
import sys


def unload(*prefixes):
    for name in list(sys.modules):
        for prefix in prefixes:
            if name == prefix or name.startswith(prefix + "."):
                del sys.modules[name]
                parent, _, child = name.rpartition(".")
                if parent in sys.modules and hasattr(sys.modules[parent], child):
                    delattr(sys.modules[parent], child)
                break
    gc.collect()
