"""A program's documentation (the sixteenth session): a backup tool's, fit; a photo server's,
validation."""

from __future__ import annotations

# Product documentation (a backup tool's README, configuration reference, changelog,
# troubleshooting page and price list), written in the sixteenth session with its questions
# before the tool was run on it: fit data, as the first folder is.
DOCUMENTS: dict[str, str] = {
    "CHANGELOG.md": """\
# Changelog

## 2.4.0 (2026-09-12)
- Interrupted uploads now resume where they stopped instead of starting again.
- New `skiff verify` command checks every block of a snapshot against its checksum.
- Backblaze B2 uploads are up to 40% faster thanks to parallel parts.

## 2.3.1 (2026-07-02)
- Fixed a crash when a file name contained a newline.
- Fixed notify_email sending two reports for one failure.

## 2.3.0 (2026-05-20)
- Added the keep_monthly setting.
- Windows 7 and 8.1 are no longer supported.
- The default compression changed from lz4 to zstd.

## 2.2.0 (2026-02-03)
- First release with Amazon S3 support.
""",
    "README.md": """\
# Skiff

Skiff is a command-line backup tool for laptops and small servers. It backs up folders to a local disk, Amazon S3 or Backblaze B2, encrypts everything before it leaves the machine, and keeps only the blocks that changed since the last run.

## Requirements

- Linux (x86-64 or ARM64), macOS 12 or later, or Windows 10 and 11
- 2 GB of RAM; 4 GB is recommended for backups larger than 1 TB
- About 150 MB of free disk space for the program and its cache

## Installation

On macOS, install with Homebrew: `brew install skiff`.
On Debian and Ubuntu, add the Skiff repository and run `sudo apt install skiff`.
On Windows, download the installer (skiff-setup.exe) from the releases page and run it.

## Quick start

Create a repository on an external disk with `skiff init /Volumes/Backup`. You will be asked for an encryption password; write it down, because it cannot be recovered.
Run your first backup with `skiff backup ~/Documents`. Later runs only upload what changed.
List your snapshots with `skiff snapshots`.

## License

Skiff is free software released under the Apache License 2.0. The hosted storage plans are paid; see pricing.csv.
""",
    "configuration.md": """\
# Configuration reference

Skiff reads its settings from `~/.config/skiff/skiff.toml`. Every setting can also be given on the command line, which takes precedence over the file.

| Setting | Default | Description |
|---|---|---|
| retention_days | 30 | Snapshots older than this are deleted by `skiff prune` |
| compression | zstd | Compression algorithm: zstd, lz4 or none |
| schedule | daily 02:00 | When scheduled backups run, in the machine's local time |
| max_upload_rate | unlimited | Upload limit in megabytes per second, for example 5 |
| encryption | aes-256-gcm | Always on; cannot be turned off |
| exclude | none | Glob patterns of files and folders to leave out, for example `**/node_modules` |
| notify_email | none | Address that receives a report when a backup fails |
| keep_monthly | 12 | How many monthly snapshots are kept beyond retention_days |

## Excluding files

Add patterns to the `exclude` list, one per line. A pattern that ends with a slash matches folders only. Files larger than 50 GB are skipped unless `--include-large` is given.

## Schedules

The schedule uses the system's own scheduler: launchd on macOS, a systemd timer on Linux and Task Scheduler on Windows. A machine that was asleep at the scheduled time runs the backup within 10 minutes of waking up.
""",
    "pricing.csv": """\
plan,monthly_price_usd,storage_gb,devices,support
Free,0,5,1,community forum
Personal,6,500,3,email
Team,24,2000,25,email and chat
Business,79,10000,100,phone and email
""",
    "troubleshooting.md": """\
# Troubleshooting

### A backup fails with "permission denied"
Skiff cannot read some of the files you asked it to back up. On macOS, give the terminal Full Disk Access in System Settings > Privacy & Security. On Linux, run the backup as the user who owns the files, or use sudo for system folders.

### Restores are slow
Restores download every block of the files you restore, so their speed depends on your connection. Restoring from a local disk is usually ten times faster than from S3. Use `--parallel 8` to download more blocks at once.

### Restoring a single file
Run `skiff restore latest --path Documents/report.docx --target ~/Restored`. Use a snapshot ID instead of `latest` for an older version.

### Forgotten encryption password
The password cannot be reset or recovered, by you or by us. Without it the backups cannot be read. Keep a copy in a password manager.

### The progress bar stops at 99%
In the last step Skiff writes the snapshot index and verifies it. For large backups this can take several minutes; do not interrupt it.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how do I install skiff on a mac", "README.md", "brew install skiff"),
    ("what are the system requirements", "README.md", "2 GB of RAM"),
    ("does it work on windows", "README.md", "Windows 10 and 11"),
    ("what license is skiff under", "README.md", "Apache License 2.0"),
    ("how do i make my first backup", "README.md", "skiff backup"),
    ("where can I store my backups", "README.md", "Backblaze B2"),
    ("how much RAM do I need for a 2 TB backup", "README.md", "4 GB"),
    ("how long are backups kept by default", "configuration.md", "30"),
    ("what compression does it use", "configuration.md", "zstd"),
    ("can I limit the upload speed", "configuration.md", "max_upload_rate"),
    ("what time do scheduled backups run", "configuration.md", "02:00"),
    ("can I turn off encryption", "configuration.md", "cannot be turned off"),
    ("how do I exclude a folder from backups", "configuration.md", "exclude"),
    ("where is the config file", "configuration.md", "skiff.toml"),
    ("what happens if my laptop is asleep when the backup is scheduled", "configuration.md", "10 minutes of waking"),
    ("are big files backed up", "configuration.md", "50 GB"),
    ("when was version 2.4.0 released", "CHANGELOG.md", "2026-09-12"),
    ("which version added resumable uploads", "CHANGELOG.md", "2.4.0"),
    ("is windows 7 still supported", "CHANGELOG.md", "no longer supported"),
    ("when did skiff start supporting S3", "CHANGELOG.md", "2.2.0"),
    ("what did 2.3.1 fix", "CHANGELOG.md", "newline"),
    ("my backup fails with permission denied, what do I do", "troubleshooting.md", "Full Disk Access"),
    ("why are restores so slow", "troubleshooting.md", "connection"),
    ("how do I restore just one file", "troubleshooting.md", "skiff restore latest --path"),
    ("I forgot my encryption password", "troubleshooting.md", "cannot be reset or recovered"),
    ("the backup is stuck at 99%", "troubleshooting.md", "snapshot index"),
    ("how much is the team plan", "pricing.csv", "24"),
    ("which plan has 2000 GB of storage", "pricing.csv", "Team"),
    ("how many devices can I use on the personal plan", "pricing.csv", "3"),
    ("what support comes with the free plan", "pricing.csv", "community forum"),
    ("does skiff support two-factor login", None, ""),
    ("what is the refund policy", None, ""),
    ("can I back up to Dropbox", None, ""),
    ("who founded the company", None, ""),
    ("is there a mobile app", None, ""),
    ("how much is the student discount", None, ""),
    ("what port does the web dashboard use", None, ""),
    ("does skiff back up to Google Drive", None, ""),
]


# Another program's documentation (a photo server's README, settings table, release notes,
# FAQ and a CSV of formats), written in the sixteenth session after its changes, with its
# questions, and run once: validation data for the documentation folder above.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "CHANGELOG.md": """\
# Release notes

## 3.2.0 (2026-10-01)
- Videos longer than 10 minutes now get a preview strip.
- Albums can be sorted by the date a photo was taken.

## 3.1.0 (2026-06-15)
- Added face recognition, off by default.
- Shared links can be protected with a password.

## 3.0.0 (2026-01-20)
- The database moved from JSON files to SQLite; the first start after upgrading converts it.
- Internet Explorer is no longer supported.
""",
    "README.md": """\
# Lantern

Lantern is a self-hosted photo library. It indexes the photos and videos in a folder, builds thumbnails, and serves them to a web browser on your own network. Nothing is sent to a cloud service.

## Installing

The recommended way to run Lantern is with Docker: `docker run -p 8080:8080 -v ~/Pictures:/photos lantern/lantern:3`.
A Raspberry Pi 4 with 4 GB of memory can serve a library of about 50,000 photos.
Lantern can also be installed from source with Go 1.22 or later by running `make install`.

## First run

Open http://localhost:8080 in your browser and create the administrator account. The first scan of a large library can take several hours; thumbnails appear as they are built.

## Sharing

Albums can be shared with a link. A shared link expires after 30 days unless you choose "never expire". Visitors with a link can view and download photos but cannot delete them.
""",
    "configuration.md": """\
# Settings

Lantern is configured with environment variables.

| Variable | Default | Meaning |
|---|---|---|
| LANTERN_PORT | 8080 | Port the web interface listens on |
| LANTERN_PHOTOS | /photos | Folder that is scanned for photos and videos |
| LANTERN_MAX_UPLOAD_MB | 200 | Largest file that can be uploaded through the browser |
| LANTERN_THUMB_SIZE | 512 | Width of thumbnails in pixels |
| LANTERN_FACES | off | Face recognition; runs on the server only |
| LANTERN_SCAN_INTERVAL | 6h | How often the folder is rescanned for new files |

## Backups of the library database

The database lives in `/var/lib/lantern/lantern.db`. Copy it while Lantern is stopped; a copy taken while it runs may be damaged.
""",
    "faq.md": """\
# Frequently asked questions

### Can several people use one library?
Yes. The administrator can invite other users; each user has their own favourites and albums, but all users see the same photos.

### Why are some photos missing?
Lantern skips files it cannot read, such as RAW files from cameras it does not know. The log at /var/log/lantern/scan.log lists every skipped file and why.

### Does Lantern change my files?
No. Lantern never writes to the photos folder. Edits, albums and tags are kept in its own database.

### How do I reach Lantern from outside my home?
Put it behind a reverse proxy with HTTPS, such as Caddy or nginx. Do not expose port 8080 directly to the internet.
""",
    "formats.csv": """\
format,extension,kind,max_megapixels
JPEG,.jpg,photo,100
HEIC,.heic,photo,50
PNG,.png,photo,60
MP4,.mp4,video,
WebP,.webp,photo,40
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how do I install lantern", "README.md", "docker run"),
    ("can it run on a raspberry pi", "README.md", "Raspberry Pi 4"),
    ("how long do shared links last", "README.md", "30 days"),
    ("can people I share an album with delete my photos", "README.md", "cannot delete"),
    ("what port does lantern use", "configuration.md", "8080"),
    ("how big are the thumbnails", "configuration.md", "512"),
    ("what's the biggest file I can upload", "configuration.md", "200"),
    ("is face recognition on by default", "configuration.md", "off"),
    ("how often does it look for new photos", "configuration.md", "6h"),
    ("where is the database stored", "configuration.md", "lantern.db"),
    ("can I back up the database while lantern is running", "configuration.md", "stopped"),
    ("when was 3.1.0 released", "CHANGELOG.md", "2026-06-15"),
    ("which version added face recognition", "CHANGELOG.md", "3.1.0"),
    ("does it still work with internet explorer", "CHANGELOG.md", "no longer supported"),
    ("can I password protect a shared link", "CHANGELOG.md", "password"),
    ("can my family use the same library", "faq.md", "invite other users"),
    ("why don't all my photos show up", "faq.md", "skips files"),
    ("will lantern modify my photos", "faq.md", "never writes"),
    ("how can I access it when I'm away from home", "faq.md", "reverse proxy"),
    ("what is the maximum resolution for HEIC photos", "formats.csv", "50"),
    ("does lantern support iCloud sync", None, ""),
    ("how much does lantern cost", None, ""),
    ("what is the default admin password", None, ""),
    ("can lantern print photos", None, ""),
]
