"""Document loading, chunking and BM25 retrieval."""
