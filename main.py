"""Entry point for `python main.py ...`; the real app lives in assistant.cli."""

from assistant.cli.app import main

if __name__ == "__main__":
    main()
