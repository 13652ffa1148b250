"""Settings from the environment, a `.env` file and defaults (see CONTRACT.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from assistant.envvars import default_logs_dir, default_sessions_dir, os_user

SAMPLE_DOCS_DIR = Path(__file__).parent / "data" / "samples"

Provider = Literal["auto", "offline", "openai"]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore", populate_by_name=True)

    openai_api_key: SecretStr | None = Field(default=None, alias="OPENAI_API_KEY")
    openai_base_url: str | None = Field(default=None, alias="OPENAI_BASE_URL")
    provider: Provider = Field(default="auto", alias="ASSISTANT_PROVIDER")
    model: str = Field(default="gpt-4.1-mini", alias="ASSISTANT_MODEL")
    docs_dir: Path = Field(default=SAMPLE_DOCS_DIR, alias="ASSISTANT_DOCS_DIR")
    sessions_dir: Path = Field(default_factory=default_sessions_dir, alias="ASSISTANT_SESSIONS_DIR")
    # A database URL (postgresql://...) stores sessions there instead of in sessions_dir.
    sessions_url: SecretStr | None = Field(default=None, alias="ASSISTANT_SESSIONS_URL")
    user: str = Field(default_factory=os_user, min_length=1, max_length=200, alias="ASSISTANT_USER")  # recorded with each session
    logs_dir: Path = Field(default_factory=default_logs_dir, alias="ASSISTANT_LOGS_DIR")
    cache_dir: Path | None = Field(default=None, alias="ASSISTANT_CACHE_DIR")  # None: ~/.cache/assistant/index
    structured_method: Literal["auto", "json_schema", "json_object_schema", "function_calling", "json_mode"] = Field(
        default="auto", alias="ASSISTANT_STRUCTURED_METHOD"
    )
    server_kind: Literal["auto", "openai", "llama.cpp", "llama-cpp-python", "ollama", "vllm", "generic"] = Field(
        default="auto", alias="ASSISTANT_SERVER_KIND"
    )
    llm_timeout: float = Field(default=30.0, gt=0, alias="ASSISTANT_LLM_TIMEOUT")  # the longest silence while a reply arrives
    llm_turn_seconds: float = Field(default=45.0, gt=0, le=3600, alias="ASSISTANT_LLM_TURN_SECONDS")  # all LLM work of a turn
    llm_max_tokens: int | None = Field(default=None, ge=16, le=32_768, alias="ASSISTANT_LLM_MAX_TOKENS")  # caps every reply
    llm_prompt_tokens: int = Field(default=1_200, ge=200, le=200_000, alias="ASSISTANT_LLM_PROMPT_TOKENS")
    retrieval: Literal["auto", "bm25", "hybrid"] = Field(default="auto", alias="ASSISTANT_RETRIEVAL")
    llm_max_retries: int = Field(default=2, ge=0, le=6, alias="ASSISTANT_LLM_MAX_RETRIES")

    @field_validator("docs_dir", "sessions_dir", "logs_dir", "cache_dir", mode="after")
    @classmethod
    def _home(cls, path: Path | None) -> Path | None:
        # "~/docs" from .env or a quoted --docs '~/docs' means the home folder, as in a shell.
        return path.expanduser() if path is not None else None

    def own_folders(self) -> list[Path]:
        """The folders the assistant writes (besides its index cache): never read as documents,
        even when a documents folder holds them (sessions/ and logs/ beside the files)."""
        return [self.sessions_dir, self.logs_dir]

    def resolved_provider(self) -> Literal["offline", "openai"]:
        if self.provider == "auto":
            return "openai" if self.openai_api_key else "offline"
        return self.provider


def load_settings(**overrides: object) -> Settings:
    """Settings from the environment and `.env`, CLI overrides on top (None: not given).

    Overrides go through the same validation as the environment: a bad value from either
    is a usage error (exit 2) that names the setting.
    """
    from pydantic import ValidationError

    from assistant.errors import UsageError

    from assistant import secrets

    given: dict[str, Any] = {k: v for k, v in overrides.items() if v is not None}  # validated by Settings
    try:
        settings = Settings(**given)
    except UnicodeDecodeError as exc:
        raise UsageError(f".env is not valid UTF-8 (byte {exc.start}); fix or remove it") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        name = str(first["loc"][0]) if first["loc"] else "settings"
        field = Settings.model_fields.get(name)
        env = field.alias if field is not None and field.alias else name
        where = f"--{name.replace('_', '-')} / {env}" if name in given else env
        raise UsageError(f"bad setting {where}: {first['msg']} (got {str(first.get('input'))[:60]!r})") from None
    if settings.openai_api_key is not None:
        secrets.register(settings.openai_api_key.get_secret_value())  # redacted wherever it shows up
    return settings
