"""An ordinary office folder asked as an employee asks: a travel policy in markdown, an IT
FAQ, meeting notes, a leave policy and a CSV of vehicles, with everyday questions ("can i fly
business class", "how much paternity leave do dads get") and subjects it never mentions.

    python bench/everyday.py [--split fit|validation|docs|docs-validation|home|home-validation|student|student-validation] [--show]

Written in the fifteenth session, questions and expected text before the tool was run on
them. The everyday-words table (assistant/retrieval/abbreviations.py) was written while
reading the fit folder's failures, so its figures are fit figures. The validation folder
(another company's handbook, office guide and expense limits, 24 questions) was written
after the session's changes and run once; nothing was changed for it.
The sixteenth session added a program's documentation the same way: `docs` (a backup tool's
README, settings table, changelog, troubleshooting page and price list; fit, its failures
read and mended) and `docs-validation` (a photo server's, written after those changes and
run once).
The seventeenth session added a household's papers (`home`: a tenant handbook, a dishwasher
manual, an insurance summary, a school newsletter, energy bills; fit) and a student's (`student`:
a syllabus, a halls guide, library rules, a timetable; fit), each with a validation folder of
another household's or student's papers written after the changes its fit folder led to and run
once (`home-validation`, `student-validation`; the latter then led to one fix of a table
defect, so neither is untouched now).
A reply is *right* when its first source is the expected document, it holds the expected
text and its confidence is >= 0.5; *right, unsure* when the same holds below 0.5; a
question about a subject the folder never mentions is right when its confidence is < 0.5.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FIT_DOCUMENTS: dict[str, str] = {
    "fleet.csv": """\
vehicle_id,model,year,depot,mileage,status
NW-101,Ford Transit,2021,Denver,84210,active
NW-102,Ford Transit,2022,Denver,61050,active
NW-103,Mercedes Sprinter,2019,Austin,142300,maintenance
NW-104,Ram ProMaster,2023,Austin,22870,active
NW-105,Mercedes Sprinter,2020,Phoenix,118400,active
NW-106,Ford E-Transit,2024,Phoenix,9400,active
NW-107,Ram ProMaster,2018,Denver,171900,retired
""",
    "it_faq.txt": """\
IT Help Desk — Frequently Asked Questions

How do I reset my password?
Go to https://id.northwind.example/reset and follow the prompts. You will need your phone for the verification code. Passwords must be at least 14 characters long and are changed every 180 days.

Who do I call when my laptop breaks?
Call the help desk at extension 4357 (HELP), Monday to Friday, 8 am to 6 pm Central time. Outside those hours, email helpdesk@northwind.example and a technician will reply the next business day.

Can I install my own software?
Only software from the Company Portal app may be installed. Requests for other software go through a ticket and take about three business days to review.

How do I connect to the VPN?
Use the GlobalProtect client and the portal address vpn.northwind.example. The VPN is required for the finance and payroll systems but not for email.

What happens to my laptop when I leave the company?
Laptops must be returned to IT on your last working day. Personal files should be removed beforehand; the disk is wiped within 48 hours of return.

Is there guest Wi-Fi?
Yes. The guest network is called NW-Guest and the password changes every Monday; reception has the current one.
""",
    "leave_policy.txt": """\
Northwind Logistics Leave Policy

Annual leave. Full-time employees accrue 20 days of paid annual leave per year, rising to 25 days after five years of service. Part-time employees accrue leave pro rata. Up to 5 unused days may be carried over into the next year; carried-over days expire on 31 March.

Sick leave. Employees receive 10 paid sick days per year. A doctor's note is required for absences longer than three consecutive working days.

Parental leave. The primary caregiver receives 16 weeks of fully paid leave; the secondary caregiver receives 4 weeks. Parental leave must be taken within 12 months of the birth or adoption.

Bereavement. Up to 5 days of paid leave are granted on the death of a close family member, and 1 day for other relatives.

Jury duty. Employees called for jury service keep their full pay for up to 20 days.

Requesting leave. Requests are made in Workday at least two weeks in advance for absences of three days or more. Your manager approves or declines within five working days.
""",
    "q3_meeting_notes.txt": """\
Q3 planning meeting — 14 August 2026
Attendees: Priya Raman (chair), Tomás Ortega, Lena Fischer, Dev Malhotra

Decisions
- The Denver warehouse move is postponed from September to January 2027 because the lease on the new site starts late.
- The customer portal redesign goes ahead; Lena Fischer owns it, with a budget of $180,000.
- Hiring: two forklift operators and one data analyst are approved for Q4.

Action items
- Tomás to get three quotes for new racking by 1 September.
- Dev to publish the on-time delivery dashboard by the end of August.
- Priya to confirm the holiday schedule with the warehouse teams.

Figures discussed
On-time delivery in July was 91.4%, against a target of 95%. Returns fell to 2.1% of orders.
The next meeting is on 11 September 2026 at 10:00.
""",
    "travel_policy.md": """\
# Northwind Logistics — Business Travel and Expenses Policy

Effective 1 February 2026. Owner: Finance Operations.

## 1. Booking
All flights, rail and hotels must be booked through the company travel portal (TravelDesk).
Bookings made outside TravelDesk are reimbursed only with written approval from your department head.
Economy class is standard for flights under 6 hours. Premium economy may be booked for flights of 6 hours or more.
Business class requires approval from the Chief Financial Officer.

## 2. Hotels
The nightly hotel cap is $210 in most cities and $320 in London, New York, Tokyo and Zurich.
Stays longer than 14 consecutive nights should use a serviced apartment.

## 3. Meals and per diem
Employees on overnight travel receive a per diem of $65 per day for meals.
Alcohol is not reimbursable, except at client dinners approved in advance.
Tips above 20% are not reimbursed.

## 4. Ground transport
Taxis and ride-hailing are reimbursed for trips to and from airports and client sites.
Personal car use is reimbursed at 0.67 dollars per mile. Parking at the airport is covered for up to 7 days.

## 5. Submitting expenses
Expense reports must be submitted in Expensify within 30 days of returning from a trip.
Receipts are required for every item above $25.
Reports submitted after 90 days will not be reimbursed.
Reimbursements are paid with the next payroll run after approval.
""",
}

# (question, expected document or None for "declined", text the reply must hold)
FIT_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("how much can i spend on a hotel in london", "travel_policy.md", "320"),
 ("What's the per diem for meals?", "travel_policy.md", "65"),
 ("can i fly business class", "travel_policy.md", "Chief Financial Officer"),
 ("Do I need a receipt for a $15 lunch?", "travel_policy.md", "25"),
 ("what's the mileage rate if I use my own car", "travel_policy.md", "0.67"),
 ("How long do I have to submit my expense report?", "travel_policy.md", "30 days"),
 ("Is alcohol reimbursed?", "travel_policy.md", "not reimbursable"),
 ("how long can I leave my car at the airport", "travel_policy.md", "7 days"),
 ("when do I get paid back for expenses", "travel_policy.md", "next payroll"),
 ("I forgot my password, what do I do?", "it_faq.txt", "id.northwind.example/reset"),
 ("what's the help desk phone number", "it_faq.txt", "4357"),
 ("How long must a password be?", "it_faq.txt", "14 characters"),
 ("do i need the vpn for email", "it_faq.txt", "not for email"),
 ("What's the guest wifi called?", "it_faq.txt", "NW-Guest"),
 ("can I install Spotify on my laptop", "it_faq.txt", "Company Portal"),
 ("What do I do with my laptop when I quit?", "it_faq.txt", "last working day"),
 ("Why was the Denver move postponed?", "q3_meeting_notes.txt", "lease"),
 ("Who owns the portal redesign?", "q3_meeting_notes.txt", "Lena Fischer"),
 ("What was on-time delivery in July?", "q3_meeting_notes.txt", "91.4"),
 ("When is the next planning meeting?", "q3_meeting_notes.txt", "11 September"),
 ("What is the budget for the portal redesign?", "q3_meeting_notes.txt", "180,000"),
 ("Who chaired the Q3 planning meeting?", "q3_meeting_notes.txt", "Priya"),
 ("which vans are at the Denver depot", "fleet.csv", "NW-101"),
 ("What is the mileage of NW-105?", "fleet.csv", "118400"),
 ("Which vehicle is in maintenance?", "fleet.csv", "NW-103"),
 ("How many vehicles are in Phoenix?", "fleet.csv", "2"),
 ("What model is NW-106?", "fleet.csv", "E-Transit"),
 ("How many vacation days do I get?", "leave_policy.txt", "20 days"),
 ("how much vacation after 6 years", "leave_policy.txt", "25 days"),
 ("can i carry over unused vacation days", "leave_policy.txt", "5 unused days"),
 ("How many sick days do we get?", "leave_policy.txt", "10"),
 ("do I need a doctor's note", "leave_policy.txt", "three consecutive"),
 ("How long is maternity leave?", "leave_policy.txt", "16 weeks"),
 ("how much paternity leave do dads get", "leave_policy.txt", "4 weeks"),
 ("Do I get paid during jury duty?", "leave_policy.txt", "full pay"),
 ("How far in advance do I need to request time off?", "leave_policy.txt", "two weeks"),
 ("can i work remotely", None, ""),
 ("What is the dress code?", None, ""),
 ("What is the 401k match?", None, ""),
 ("Is there a gym membership benefit?", None, ""),
 ("How do I book a meeting room?", None, ""),
 ("What is the company's stock price?", None, ""),
 ("Who is the CEO?", None, ""),
 ("What is the hotel cap in Paris?", "travel_policy.md", "210"),
]


# Another company's folder, written after this session's changes and run once: never tuned on.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "employee_handbook.md": """\
# Brightline Studio Employee Handbook

## Working hours
Core hours are 10:00 to 16:00, Monday to Friday. Outside core hours you may arrange your day with your team lead.
Overtime must be agreed in advance with your team lead and is paid at 1.5 times the hourly rate.

## Holidays
Every employee receives 28 days of paid holiday per year, including public holidays.
Holiday requests go through BambooHR and need two weeks' notice for more than three days off.
Unused holiday cannot be carried over, except for up to 3 days with the approval of the Studio Director.

## Sickness
If you are ill, tell your team lead before 10:00 on the first day.
A fit note from a GP is needed after seven calendar days of sickness.
Statutory sick pay is topped up to full salary for the first 10 days of absence in a year.

## Benefits
The company pays for private medical insurance after the probation period.
Employees can join the cycle-to-work scheme, which spreads the cost of a bike over 12 months.
Eye tests are reimbursed up to £25 once every two years.
The pension scheme matches contributions up to 5% of salary.

## Leaving
The notice period is one month during probation and three months afterwards.
Company equipment must be returned on the last day.
""",
    "expenses.csv": """\
category,limit,receipt_needed,approver
Train travel,150,yes,Team lead
Taxi,40,yes,Team lead
Client lunch,60,yes,Studio Director
Books,30,no,Team lead
Conference ticket,800,yes,Studio Director
""",
    "office_guide.txt": """\
Brightline Studio Office Guide

Getting in. The office opens at 7:30 and closes at 20:00. Use your key fob at the main door on Carver Street. Lost fobs are replaced by reception for a £10 fee.

Wi-Fi. Staff use the network BL-Studio; guests use BL-Visitor with the code on the reception desk.

Kitchen. Coffee, tea and fruit are free. The fridge is cleared every Friday at 17:00.

Printing. The printer on the second floor prints in colour; print jobs are released with your key fob.

Deliveries. Personal parcels may be delivered to the office but must be collected within a week.

Fire safety. The assembly point is the car park behind the building. Fire alarms are tested every Wednesday at 11:00.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ('how many days holiday do i get', 'employee_handbook.md', '28 days'),
    ('can I carry over unused vacation', 'employee_handbook.md', '3 days'),
    ('what time do I have to be in', 'employee_handbook.md', '10:00'),
    ('how is overtime paid', 'employee_handbook.md', '1.5 times'),
    ("when do I need a doctor's note", 'employee_handbook.md', 'seven calendar days'),
    ('does the company match my pension', 'employee_handbook.md', '5%'),
    ('will they pay for my glasses', 'employee_handbook.md', '£25'),
    ("what's the notice period if I quit", 'employee_handbook.md', 'three months'),
    ('can I get a bike through work', 'employee_handbook.md', 'cycle-to-work'),
    ('when does health insurance start', 'employee_handbook.md', 'probation'),
    ('what time does the office open', 'office_guide.txt', '7:30'),
    ('I lost my key fob, what do I do?', 'office_guide.txt', '£10'),
    ("what's the wifi for guests", 'office_guide.txt', 'BL-Visitor'),
    ('is coffee free', 'office_guide.txt', 'free'),
    ('when is the fire alarm test', 'office_guide.txt', 'Wednesday'),
    ("where do we go if there's a fire", 'office_guide.txt', 'car park'),
    ('can I have parcels sent to the office', 'office_guide.txt', 'within a week'),
    ('What is the taxi limit?', 'expenses.csv', '40'),
    ('Who approves conference tickets?', 'expenses.csv', 'Studio Director'),
    ('Do I need a receipt for books?', 'expenses.csv', 'no'),
    ('What is the dental plan?', None, ''),
    ('Is there a company car?', None, ''),
    ('What is the parking fee?', None, ''),
    ('How many days can I work from home?', None, ''),
]


# Product documentation (a backup tool's README, configuration reference, changelog,
# troubleshooting page and price list), written in the sixteenth session with its questions
# before the tool was run on it: fit data, as the first folder is.
DOCS_DOCUMENTS: dict[str, str] = {
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

DOCS_QUESTIONS: list[tuple[str, str | None, str]] = [
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
DOCS_VALIDATION_DOCUMENTS: dict[str, str] = {
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

DOCS_VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
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


# The seventeenth session's fit folder: a household's papers (a tenant handbook, an appliance
# manual, an insurance summary, a school newsletter, a CSV of energy bills).
HOME_DOCUMENTS: dict[str, str] = {
    "tenant_handbook.md": """\
# Maple Court Apartments — Resident Handbook

## Rent
Rent is due on the 1st of each month. Payments received after the 5th incur a late fee of $50.
Rent can be paid through the resident portal, by bank transfer, or by cheque dropped at the leasing office.

## Quiet hours
Quiet hours are from 10 pm to 7 am every night. Repeated noise complaints may lead to a written warning.

## Pets
Up to two cats or dogs are allowed per apartment. A one-time pet deposit of $300 is required, plus $25 per month in pet rent.
Dogs must be on a leash in all common areas. Aggressive breeds are not permitted.

## Laundry
The laundry room is in the basement of Building B and is open from 7 am to 11 pm. Machines take the Maple Court card, which can be topped up at the leasing office.

## Parking
Each apartment is assigned one covered parking space. A second space can be rented for $40 a month if one is available.
Guest parking is limited to 48 hours; vehicles left longer will be towed at the owner's expense.

## Maintenance requests
Submit non-urgent repairs through the resident portal; they are usually handled within three business days.
For emergencies such as flooding, a gas smell or no heat in winter, call the 24-hour maintenance line at 555-0142.

## Moving out
Give at least 60 days' written notice before moving out. The security deposit is returned within 21 days of the move-out inspection, minus any charges for damage beyond normal wear.
""",
    "dishwasher_manual.txt": """\
Aqualine DW-450 Dishwasher — Quick Guide

Programs
Eco 50°C: the most efficient program for normally soiled dishes. It takes 3 hours 35 minutes.
Intensive 70°C: for heavily soiled pots and pans. It takes 2 hours 10 minutes.
Quick 40°C: for lightly soiled dishes, in 30 minutes.
Glass 45°C: a gentle wash for glasses and delicate items.

Detergent and rinse aid
Use tablets or powder made for household dishwashers. Never use washing-up liquid: it causes foam that can leak from the door.
Refill the rinse aid when the rinse aid indicator lights up. The rinse aid dose is set to 4 at the factory and can be set from 1 to 6.

Cleaning the filter
Clean the filter once a month. Turn the cylindrical filter anticlockwise, lift it out and rinse it under running water.

Error codes
E1: the water supply is interrupted. Check that the tap is open and the inlet hose is not kinked.
E4: the overflow protection has tripped. Switch off the appliance, close the tap and call customer service.
E9: the door is not closed properly.

Warranty
The dishwasher is covered by a 2-year manufacturer's warranty. Register the product at aqualine.example/register to extend it to 5 years.
""",
    "home_insurance.txt": """\
HomeSure Contents Insurance — Policy Summary
Policy number HS-2291-77. Policy period: 1 March 2026 to 28 February 2027.

What is covered
Your belongings are covered up to $40,000 against fire, theft, water damage and storms.
Single items worth more than $2,000, such as jewellery or bicycles, must be listed on the schedule to be covered in full.
Accidental damage to televisions and laptops is included.

What is not covered
Wear and tear, damage by pets, and losses while the home is unoccupied for more than 60 consecutive days.
Flood damage from rising rivers is excluded; burst pipes are covered.

Excess
An excess of $250 applies to each claim. For theft claims without signs of forced entry the excess is $500.

Making a claim
Report a theft to the police within 24 hours and obtain a crime reference number.
Claims must be made within 30 days of the incident, online at homesure.example/claims or by phone on 0800 555 019.
The annual premium is $312, payable monthly at $26.
""",
    "school_newsletter.txt": """\
Riverside Primary School — Autumn Term Newsletter

Term dates
The autumn term runs from 3 September to 19 December. Half-term is 27 to 31 October; the school is closed that week.
INSET days, when the school is closed to pupils, are 2 September and 5 January.

School day
The gates open at 8:40 and lessons start at 8:50. The school day ends at 15:15 for all year groups.

Uniform
Uniform is a navy sweatshirt, white polo shirt and grey trousers or skirt. PE kit is needed on Tuesdays and Thursdays.

Lunches
School meals cost £2.60 a day and are paid through ParentPay. Packed lunches must not contain nuts, as several pupils have severe allergies.

After-school club
The after-school club runs until 18:00 and costs £12 per session. Book at least a week ahead through the school office.

Absence
If your child is ill, phone the school office before 9:30 on each day of absence.
Holidays in term time are not authorised except in exceptional circumstances.

Contacts
Head teacher: Mrs Anita Clarke. School office: 01632 960 441, office@riverside.example.
""",
    "energy_bills.csv": """\
month,electricity_kwh,electricity_cost,gas_kwh,gas_cost
January,412,118.40,1820,131.10
February,388,111.50,1650,119.60
March,350,100.80,1310,95.20
April,301,86.70,920,67.30
May,276,79.50,540,40.10
June,259,74.60,310,23.90
""",
}

HOME_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("when is rent due", "tenant_handbook.md", "1st"),
 ("what happens if i pay rent late", "tenant_handbook.md", "$50"),
 ("can I have a dog", "tenant_handbook.md", "two cats or dogs"),
 ("how much is the pet deposit", "tenant_handbook.md", "300"),
 ("what are the quiet hours", "tenant_handbook.md", "10 pm"),
 ("where is the laundry room", "tenant_handbook.md", "basement"),
 ("How long can a guest park here?", "tenant_handbook.md", "48 hours"),
 ("can i get a second parking space", "tenant_handbook.md", "$40"),
 ("my heating stopped working, who do I call", "tenant_handbook.md", "555-0142"),
 ("how much notice do I need to give before moving out", "tenant_handbook.md", "60 days"),
 ("when do I get my deposit back", "tenant_handbook.md", "21 days"),
 ("how long does the eco program take", "dishwasher_manual.txt", "3 hours 35 minutes"),
 ("which program should I use for pots and pans", "dishwasher_manual.txt", "Intensive"),
 ("what does error E1 mean", "dishwasher_manual.txt", "water supply"),
 ("the dishwasher shows E9", "dishwasher_manual.txt", "door"),
 ("can I use washing-up liquid in the dishwasher", "dishwasher_manual.txt", "Never"),
 ("how often should I clean the filter", "dishwasher_manual.txt", "once a month"),
 ("how long is the warranty on the dishwasher", "dishwasher_manual.txt", "2-year"),
 ("what's the quickest wash", "dishwasher_manual.txt", "30 minutes"),
 ("how much are my belongings covered for", "home_insurance.txt", "40,000"),
 ("is my bike covered", "home_insurance.txt", "2,000"),
 ("what's the excess on a claim", "home_insurance.txt", "250"),
 ("does the insurance cover damage from my dog", "home_insurance.txt", "pets"),
 ("are burst pipes covered", "home_insurance.txt", "burst pipes are covered"),
 ("when does my policy end", "home_insurance.txt", "28 February 2027"),
 ("how long do i have to make a claim", "home_insurance.txt", "30 days"),
 ("what's my policy number", "home_insurance.txt", "HS-2291-77"),
 ("how much do I pay for the insurance each month", "home_insurance.txt", "$26"),
 ("when does half term start", "school_newsletter.txt", "27"),
 ("what time does school finish", "school_newsletter.txt", "15:15"),
 ("which days do the kids need PE kit", "school_newsletter.txt", "Tuesdays"),
 ("how much are school dinners", "school_newsletter.txt", "2.60"),
 ("can my kid bring peanut butter sandwiches", "school_newsletter.txt", "nuts"),
 ("what time does the after school club finish", "school_newsletter.txt", "18:00"),
 ("who is the head teacher", "school_newsletter.txt", "Anita Clarke"),
 ("my son is sick, what should i do", "school_newsletter.txt", "9:30"),
 ("how much gas did we use in March", "energy_bills.csv", "1310"),
 ("what was the electricity bill in January", "energy_bills.csv", "118.40"),
 ("which month had the lowest gas cost", "energy_bills.csv", "June"),
 ("is there a gym in the building", None, ""),
 ("can I sublet my apartment", None, ""),
 ("does the dishwasher have wifi", None, ""),
 ("is earthquake damage covered", None, ""),
 ("when is the school play", None, ""),
 ("what is the wifi password", None, ""),
]


# Another household's papers (a holiday cottage's guide, gym terms, a car manual, a nursery's
# handbook, water meter readings), written after the seventeenth session's changes and run once.
HOME_VALIDATION_DOCUMENTS: dict[str, str] = {
    "cottage_guide.md": """\
# Welcome to Heron Cottage

## Arrival and departure
Check-in is from 4 pm and check-out is by 10 am. The key safe is to the left of the front door; the code is sent by text on the morning of arrival.

## Heating and hot water
The boiler is in the utility room. Heating comes on automatically at 6 am and 5 pm; use the thermostat in the hall to change the temperature.
If there is no hot water, press the reset button on the boiler and wait ten minutes.

## Wood burner
Only use the logs provided in the store by the back door. Never leave the wood burner unattended, and close the doors before going to bed.

## Rubbish and recycling
General waste goes in the black bin and recycling in the blue bin. Bins are collected on Wednesday mornings.

## Internet
The Wi-Fi network is HeronGuest and the password is on the card by the router.

## Emergencies
The nearest hospital with an emergency department is Westbury General, 14 miles away. For problems with the cottage, call the owner, Sam Hollis, on 07700 900 321.
""",
    "gym_membership.txt": """\
Peak Fitness — Membership Terms

Membership fees are taken by direct debit on the 1st of each month. The standard membership costs £39 a month; off-peak membership, valid before 4 pm on weekdays, costs £27.
There is a minimum term of 3 months. After that, you may cancel with one full calendar month's notice in writing.
Memberships can be frozen for up to 3 months a year for medical reasons or travel, at £5 per month.
Guests may visit up to four times a year and pay a day rate of £8.
Members under 16 must be accompanied by an adult at all times.
Towels are not provided; lockers are free, but padlocks must be removed when you leave.
""",
    "car_manual.txt": """\
Corvo Hatchback — Owner's Manual (extract)

Tyre pressures
With up to three people on board, inflate the front tyres to 2.3 bar and the rear tyres to 2.1 bar. With a full load, use 2.6 bar front and rear.

Warning lights
A red oil can symbol means the oil pressure is low: stop the engine as soon as it is safe and check the oil level.
An amber engine symbol indicates an emission fault; the car can be driven, but have it checked by a dealer soon.
A flashing spanner symbol means a service is due within 1,000 miles.

Servicing
The car must be serviced every 12 months or 10,000 miles, whichever comes first.

Fuel
Use unleaded petrol with a rating of 95 RON or higher. The fuel tank holds 45 litres.
""",
    "nursery_handbook.txt": """\
Little Acorns Nursery — Parent Handbook

Opening hours
The nursery is open from 7:30 to 18:30, Monday to Friday, all year except public holidays and the week between Christmas and New Year.

Fees
A full day costs £68 and a half day £40. Fees are invoiced monthly in advance. A late collection charge of £15 applies for every 15 minutes after 18:30.

What to bring
Please bring a spare set of clothes, nappies if your child wears them, and a sun hat in summer. Meals and snacks are provided by the nursery.

Illness
Children with a temperature or who have had sickness or diarrhoea must stay at home for 48 hours after their last symptoms.

Settling in
Every child has two free settling-in sessions of one hour each before their start date. Each child is given a key person who looks after their care and learning.
""",
    "water_readings.csv": """\
date,meter_reading,litres_used
2026-01-01,48210,
2026-02-01,53890,5680
2026-03-01,59020,5130
2026-04-01,64480,5460
2026-05-01,69310,4830
""",
}

HOME_VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("what time is check out", "cottage_guide.md", "10 am"),
 ("where is the key", "cottage_guide.md", "key safe"),
 ("there's no hot water, what do I do", "cottage_guide.md", "reset button"),
 ("which day do the bins go out", "cottage_guide.md", "Wednesday"),
 ("what's the wifi password", "cottage_guide.md", "card by the router"),
 ("how far is the nearest hospital", "cottage_guide.md", "14 miles"),
 ("how much is the gym per month", "gym_membership.txt", "39"),
 ("how do I cancel my gym membership", "gym_membership.txt", "calendar month"),
 ("can I pause my membership while I'm travelling", "gym_membership.txt", "frozen"),
 ("can i bring a friend to the gym", "gym_membership.txt", "four times a year"),
 ("do they give you towels", "gym_membership.txt", "not provided"),
 ("what pressure should my tyres be", "car_manual.txt", "2.3 bar"),
 ("the oil light is on, what does it mean", "car_manual.txt", "oil pressure is low"),
 ("how often does the car need a service", "car_manual.txt", "12 months"),
 ("what fuel does the car take", "car_manual.txt", "95 RON"),
 ("how big is the fuel tank", "car_manual.txt", "45 litres"),
 ("what time does the nursery close", "nursery_handbook.txt", "18:30"),
 ("how much is a full day at nursery", "nursery_handbook.txt", "68"),
 ("what happens if I pick my daughter up late", "nursery_handbook.txt", "£15"),
 ("my kid has a temperature, can she go to nursery", "nursery_handbook.txt", "48 hours"),
 ("do I need to pack lunch for nursery", "nursery_handbook.txt", "provided"),
 ("what was the meter reading on 1 April", "water_readings.csv", "64480"),
 ("is there a pool at the gym", None, ""),
 ("are pets allowed at the cottage", None, ""),
 ("how do I change a flat tyre", None, ""),
 ("does the nursery take children under one", None, ""),
 ("what is the gym's phone number", None, ""),
]


# A student's papers (a syllabus, a halls guide, library rules, a timetable), written in the
# seventeenth session after the household folders; fit: its failures read and mended.
STUDENT_DOCUMENTS: dict[str, str] = {
    "syllabus_econ101.md": """\
# ECON 101: Principles of Microeconomics — Syllabus, Spring 2027

Instructor: Dr. Helen Okafor (h.okafor@university.example). Office hours: Tuesdays 14:00–16:00, Room 312, Baker Hall.
Lectures: Mondays and Wednesdays, 10:00–11:15, Lecture Theatre 2.

## Assessment
- Problem sets (5): 20%
- Midterm exam (week 7): 30%
- Final exam: 50%
The lowest problem set score is dropped.

## Late work
Problem sets submitted up to 24 hours late lose 10%. Work more than 24 hours late receives no credit unless an extension was granted in advance.

## Textbook
Mankiw, Principles of Economics, 9th edition. Older editions are fine for the readings but not for the problem sets.

## Academic integrity
You may discuss problem sets with classmates, but every submission must be written up individually. Suspected plagiarism is reported to the Dean of Students.
""",
    "halls_guide.txt": """\
Riverside Halls — Residents' Guide 2026/27

Moving in
Move-in day is Saturday 12 September, between 9:00 and 17:00. Collect your key card from the Halls Reception with photo ID.

Rent
Rent for a standard room is £165 per week and for an en-suite room £198 per week, paid in three instalments at the start of each term.

Guests
Residents may have overnight guests for up to three nights in a row. Guests must be signed in at Reception before 23:00.

Kitchens
Each flat shares one kitchen. Fridges are cleaned out on the last Friday of each month; unlabelled food is thrown away.

Laundry
Washing machines cost £3.20 per wash and dryers £1.60, paid with the Circuit app.

Quiet hours
Quiet hours run from 23:00 to 8:00 on weeknights and from midnight to 9:00 at weekends. During exam periods quiet hours apply all day.

Lost key card
A replacement key card costs £25. Report a lost card to Reception straight away so that it can be deactivated.
""",
    "library_rules.txt": """\
University Library — Borrowing Rules

Undergraduates may borrow up to 15 items at a time; postgraduates up to 30.
Standard loans last four weeks and are renewed automatically unless another reader has requested the item.
Short loans, marked with a red label, last 24 hours and cannot be renewed.
Overdue short loans are charged at £1 per hour; there are no fines for standard loans, but borrowing is suspended until the item is returned.
Group study rooms can be booked for up to three hours a day through the library website.
The library is open 24 hours a day during term; in the vacations it closes at 20:00.
Food is not allowed in the reading rooms; drinks in a closed container are fine.
""",
    "timetable.csv": """\
day,time,module,room,type
Monday,10:00,ECON 101,Lecture Theatre 2,Lecture
Monday,14:00,STAT 110,Room G14,Seminar
Tuesday,09:00,HIST 205,Room 1.08,Seminar
Wednesday,10:00,ECON 101,Lecture Theatre 2,Lecture
Thursday,11:00,STAT 110,Computer Lab B,Lab
Friday,13:00,HIST 205,Lecture Theatre 1,Lecture
""",
}

STUDENT_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("when are Dr Okafor's office hours", "syllabus_econ101.md", "Tuesdays 14:00"),
 ("how much is the final exam worth", "syllabus_econ101.md", "50%"),
 ("when is the midterm", "syllabus_econ101.md", "week 7"),
 ("what happens if I hand in my problem set a day late", "syllabus_econ101.md", "10%"),
 ("can I use an older edition of the textbook", "syllabus_econ101.md", "Older editions"),
 ("can I work on problem sets with friends", "syllabus_econ101.md", "discuss problem sets"),
 ("what's the instructor's email", "syllabus_econ101.md", "h.okafor@university.example"),
 ("is the worst problem set dropped", "syllabus_econ101.md", "lowest problem set"),
 ("when can I move in", "halls_guide.txt", "12 September"),
 ("how much is an en-suite room", "halls_guide.txt", "198"),
 ("can my boyfriend stay over", "halls_guide.txt", "three nights"),
 ("how much does a wash cost", "halls_guide.txt", "3.20"),
 ("when are quiet hours at the weekend", "halls_guide.txt", "midnight"),
 ("I lost my key card, what do I do", "halls_guide.txt", "Reception"),
 ("when do they clear out the fridges", "halls_guide.txt", "last Friday"),
 ("how many books can I borrow", "library_rules.txt", "15 items"),
 ("how long can I keep a book", "library_rules.txt", "four weeks"),
 ("what's the fine for a late short loan", "library_rules.txt", "£1 per hour"),
 ("can I eat in the library", "library_rules.txt", "Food is not allowed"),
 ("is the library open at night", "library_rules.txt", "24 hours"),
 ("how do I book a study room", "library_rules.txt", "library website"),
 ("where is my stats lab", "timetable.csv", "Computer Lab B"),
 ("what time is my history lecture", "timetable.csv", "13:00"),
 ("what do I have on Tuesday", "timetable.csv", "HIST 205"),
 ("is there a gym on campus", None, ""),
 ("when is graduation", None, ""),
 ("how do I apply for a scholarship", None, ""),
 ("can I bring a cat to halls", None, ""),
 ("what is the pass mark for ECON 101", None, ""),
]


# Another student's papers (a lab handbook, exam regulations, a bursary guide, campus buses),
# written after the seventeenth session's student changes and run once.
STUDENT_VALIDATION_DOCUMENTS: dict[str, str] = {
    "chem_lab_handbook.md": """\
# CHEM 120 Laboratory Handbook

## Safety
Lab coats and safety goggles must be worn at all times in the laboratory. Long hair must be tied back and open-toed shoes are not permitted.
Eating and drinking in the laboratory are strictly forbidden.

## Lab reports
Each report is due one week after the practical session, by 17:00, through the course website. Reports are limited to 1,500 words.
Reports are marked by your demonstrator and returned within two weeks.

## Missed sessions
If you miss a practical through illness, submit a self-certification form within five days. Up to two missed sessions can be made up in week 11.

## Grading
Lab reports count for 40% of the module mark and the practical exam for 60%. You must pass the practical exam to pass the module.
""",
    "exam_regulations.txt": """\
Examination Regulations — Summary for Students

Arrive at the exam hall at least 20 minutes before the start. Students arriving more than 30 minutes late will not be admitted.
Bring your student ID card; it must be on your desk throughout the exam.
Mobile phones must be switched off and left in your bag at the back of the hall.
Only calculators from the approved list (Casio FX-83 and FX-85 series) may be used.
If you are ill on the day of an exam, do not attend; apply for mitigating circumstances within seven days with medical evidence.
Results are published on the student portal six weeks after the end of the exam period.
Resits take place in August and are capped at the pass mark of 40%.
""",
    "bursary_guide.txt": """\
Student Support Bursary 2026/27

The bursary is for undergraduates whose household income is below £35,000 a year.
It pays £1,500 a year, in two instalments: in November and in February.
Apply through the student portal by 31 October; late applications are considered only in exceptional circumstances.
You will need a copy of your student finance letter showing household income.
The bursary does not have to be paid back and does not affect your student loan.
""",
    "campus_bus.csv": """\
route,from,to,first_bus,last_bus,every_minutes
U1,Station,Main Campus,06:45,23:30,10
U2,City Centre,Main Campus,07:00,22:00,15
U3,Main Campus,Science Park,07:30,19:00,20
N1,City Centre,Halls,23:00,03:30,30
""",
}

STUDENT_VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("do I have to wear goggles in the lab", "chem_lab_handbook.md", "goggles"),
 ("can I wear sandals in the lab", "chem_lab_handbook.md", "open-toed"),
 ("when is the lab report due", "chem_lab_handbook.md", "one week after"),
 ("how long can my lab report be", "chem_lab_handbook.md", "1,500 words"),
 ("I was sick and missed a practical, what now", "chem_lab_handbook.md", "self-certification"),
 ("how much are lab reports worth", "chem_lab_handbook.md", "40%"),
 ("what happens if I'm late to an exam", "exam_regulations.txt", "30 minutes"),
 ("can I bring my phone into the exam", "exam_regulations.txt", "switched off"),
 ("which calculators are allowed", "exam_regulations.txt", "Casio"),
 ("when do we get our results", "exam_regulations.txt", "six weeks"),
 ("when are resits", "exam_regulations.txt", "August"),
 ("who can get the bursary", "bursary_guide.txt", "35,000"),
 ("how much is the bursary", "bursary_guide.txt", "1,500"),
 ("what's the deadline for the bursary", "bursary_guide.txt", "31 October"),
 ("do I have to pay the bursary back", "bursary_guide.txt", "does not have to be paid back"),
 ("when is the last U1 bus", "campus_bus.csv", "23:30"),
 ("how often does the U2 run", "campus_bus.csv", "15"),
 ("which bus goes to the science park", "campus_bus.csv", "U3"),
 ("is there a night bus to halls", "campus_bus.csv", "N1"),
 ("how do I get a parking permit", None, ""),
 ("when does the library close", None, ""),
 ("what is the pass mark for CHEM 120 lab reports", None, ""),
 ("can I get a student discount on the bus", None, ""),
 ("who is the module leader", None, ""),
]


SPLITS = {"fit": (FIT_DOCUMENTS, FIT_QUESTIONS), "validation": (VALIDATION_DOCUMENTS, VALIDATION_QUESTIONS),
          "docs": (DOCS_DOCUMENTS, DOCS_QUESTIONS), "docs-validation": (DOCS_VALIDATION_DOCUMENTS, DOCS_VALIDATION_QUESTIONS),
          "home": (HOME_DOCUMENTS, HOME_QUESTIONS), "home-validation": (HOME_VALIDATION_DOCUMENTS, HOME_VALIDATION_QUESTIONS),
          "student": (STUDENT_DOCUMENTS, STUDENT_QUESTIONS),
          "student-validation": (STUDENT_VALIDATION_DOCUMENTS, STUDENT_VALIDATION_QUESTIONS)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=tuple(SPLITS), default="fit")
    parser.add_argument("--show", action="store_true", help="print every reply")
    args = parser.parse_args()
    documents, questions = SPLITS[args.split]
    with tempfile.TemporaryDirectory(prefix="everyday-") as tmp:
        folder = Path(tmp) / "office"
        folder.mkdir()
        for name, text in documents.items():
            (folder / name).write_text(text, encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI")}
        env.update(ASSISTANT_PROVIDER="offline", ASSISTANT_SESSIONS_DIR=f"{tmp}/s", ASSISTANT_LOGS_DIR=f"{tmp}/l",
                   ASSISTANT_CACHE_DIR=f"{tmp}/c")
        lines = "\n".join(json.dumps({"id": str(i), "text": q}) for i, (q, _, _) in enumerate(questions))
        run = subprocess.run([sys.executable, str(ROOT / "main.py"), "batch", "-", "--docs", str(folder), "--no-progress"],
                             input=lines, capture_output=True, text=True, env=env, check=False)
        if run.returncode != 0:
            print(f"everyday: batch failed: {run.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
            return 1
    replies = {r["id"]: r for r in map(json.loads, run.stdout.splitlines())}
    counts = {"right": 0, "right, unsure": 0, "declined as out of scope": 0, "wrong, confident": 0,
              "wrong or not found, unsure": 0}
    for i, (question, doc, must) in enumerate(questions):
        response = replies[str(i)].get("response") or {}
        answer = str(response.get("answer") or response.get("summary") or response.get("result") or "")
        sources = response.get("sources") or []
        confidence = float(response.get("confidence") or 0.0)
        declined = (replies[str(i)].get("intent") or {}).get("intent_type") == "unknown"
        if doc is None:
            outcome = "right" if confidence < 0.5 or declined else "wrong, confident"
        elif declined:
            outcome = "declined as out of scope"  # a refusal, whatever the routing's confidence
        else:
            holds = bool(sources) and doc in str(sources[0]) and must.lower() in answer.lower()
            outcome = ("right" if confidence >= 0.5 else "right, unsure") if holds else \
                ("wrong, confident" if confidence >= 0.5 else "wrong or not found, unsure")
        counts[outcome] += 1
        if args.show:
            print(f"{outcome:27} {confidence:.2f} {question!r} -> {answer[:120]!r}")
    print(" | ".join(f"{k} {v}" for k, v in counts.items()) + f" | of {len(questions)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
