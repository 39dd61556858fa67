"""Reusable scene items and widgets for the table."""
