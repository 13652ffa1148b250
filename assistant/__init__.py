"""assistant: an offline-first command-line assistant built on LangGraph."""

__version__ = "0.1.0"
