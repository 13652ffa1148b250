"""Tables read as tables: parsed cells, a small typed query, and its exact execution."""
