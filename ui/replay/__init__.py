"""The replay viewer: a verified round record, stepped through the rules engine on the live table's scene."""
