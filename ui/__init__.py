"""The Qt client. Importing it first guards against a PySide6 6.12.0 refcount bug."""

from ._qtfix import guard_none_refcount

guard_none_refcount()
