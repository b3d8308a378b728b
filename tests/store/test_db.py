"""Opening the database: where it lives, WAL, the schema version, the writer's lock."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from binglao_tui.store.db import Database
from binglao_tui.store.errors import DatabaseInUse, StoreError
from binglao_tui.store.paths import ENV_VAR, default_path, resolve_path
from binglao_tui.store.schema import APPLICATION_ID, LATEST_VERSION


def test_db_option_wins_over_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env.sqlite3"))
    assert resolve_path(tmp_path / "option.sqlite3") == tmp_path / "option.sqlite3"


def test_environment_variable_names_the_database(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env.sqlite3"))
    assert resolve_path(None) == tmp_path / "env.sqlite3"


def test_default_lives_in_the_user_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    path = resolve_path(None)
    assert path == default_path()
    assert path.name == "binglao-tui.sqlite3"
    assert "binglao-tui" in path.parent.parts[-1] or "binglao-tui" in str(path.parent)


def test_new_database_is_wal_with_the_latest_schema(db: Database) -> None:
    assert db.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert db.schema_version == LATEST_VERSION
    versions = [row[0] for row in db.conn.execute("SELECT version FROM schema_version ORDER BY 1")]
    assert versions == list(range(1, LATEST_VERSION + 1))


def test_missing_folders_are_created(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "table.sqlite3"
    with Database.open(path) as db:
        assert db.schema_version == LATEST_VERSION
    assert path.exists()


def test_reopening_applies_no_migration_twice(db_path: Path) -> None:
    Database.open(db_path).close()
    with Database.open(db_path) as db:
        assert db.info.version_found == LATEST_VERSION
        assert db.conn.execute("SELECT count(*) FROM schema_version").fetchone()[0] == LATEST_VERSION


def test_failed_transaction_leaves_nothing(db: Database) -> None:
    def write_then_fail() -> None:
        with db.transaction() as conn:
            conn.execute("INSERT INTO sessions (started_at) VALUES ('x')")
            raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        write_then_fail()
    assert db.conn.execute("SELECT count(*) FROM sessions").fetchone()[0] == 0


def test_second_instance_in_this_process_is_refused(db: Database) -> None:
    with pytest.raises(DatabaseInUse, match="in use by another binglao-tui"):
        Database.open(db.path)


@pytest.mark.slow
def test_second_instance_in_another_process_is_refused_then_reads(db: Database) -> None:
    with db.transaction() as conn:
        conn.execute("INSERT INTO sessions (started_at) VALUES ('2024-01-01')")
    code = (
        "import sys\n"
        "from binglao_tui.store.db import Database\n"
        "from binglao_tui.store.errors import DatabaseInUse\n"
        "try:\n"
        "    Database.open(sys.argv[1])\n"
        "except DatabaseInUse as exc:\n"
        "    print('refused:', exc)\n"
        "ro = Database.open(sys.argv[1], read_only=True)\n"
        "print('sessions:', ro.conn.execute('SELECT count(*) FROM sessions').fetchone()[0])\n"
        "try:\n"
        "    with ro.transaction() as c: pass\n"
        "except Exception as exc:\n"
        "    print('write:', exc)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(db.path)], capture_output=True, text=True, check=True
    ).stdout
    assert f"refused: {db.path} is in use by another binglao-tui (process " in out
    assert "sessions: 1" in out
    assert "write: " in out
    assert "read-only" in out


@pytest.mark.slow
def test_lock_is_released_on_close_and_on_kill(db_path: Path) -> None:
    Database.open(db_path).close()
    Database.open(db_path).close()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\nfrom binglao_tui.store.db import Database\n"
            "db = Database.open(sys.argv[1]); print('open', flush=True); time.sleep(60)",
            str(db_path),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "open"
        with pytest.raises(DatabaseInUse, match=f"process {holder.pid}"):
            Database.open(db_path)
    finally:
        holder.kill()
        holder.wait()
    Database.open(db_path).close()


def test_reader_while_the_app_writes(db: Database) -> None:
    reader = Database.open_for_reading(db.path)
    try:
        assert reader.read_only
        with db.transaction() as conn:
            conn.execute("INSERT INTO sessions (started_at) VALUES ('x')")
        assert reader.conn.execute("SELECT count(*) FROM sessions").fetchone()[0] == 1
    finally:
        reader.close()


def test_reader_alone_does_not_keep_the_lock(db_path: Path) -> None:
    reader = Database.open_for_reading(db_path)
    try:
        with Database.open(db_path) as writer:
            assert not writer.read_only
        with pytest.raises(sqlite3.OperationalError):
            reader.conn.execute("INSERT INTO sessions (started_at) VALUES ('x')")
    finally:
        reader.close()


def test_read_only_open_of_a_missing_file_says_so(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="holds no binglao-tui data yet"):
        Database.open(tmp_path / "none.sqlite3", read_only=True)
    assert not (tmp_path / "none.sqlite3").exists()
