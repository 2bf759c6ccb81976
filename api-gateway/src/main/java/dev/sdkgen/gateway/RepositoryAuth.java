package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.git.Credentials;
import dev.sdkgen.git.RepositoryException;
import dev.sdkgen.git.RepositoryLocation;
import dev.sdkgen.git.SealedCredentials;
import dev.sdkgen.git.SecretBox;
import dev.sdkgen.git.SshKeys;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code config_repository.auth} of a registration: read and checked ({@code token} for HTTPS,
 * {@code ssh_key} for SSH), and turned into what the orchestrator stores — the shown parts and the
 * secret sealed for the repository URL. The secret itself is never returned or logged.
 */
final class RepositoryAuth {

    private static final Pattern USERNAME = Pattern.compile("[A-Za-z0-9._@+-]{1,100}");
    private static final int MAX_SECRET = 16_384;

    private RepositoryAuth() {
    }

    /** The credentials of a registration body ({@link Credentials#NONE} when {@code auth} is absent or null). */
    static Credentials read(JsonNode auth, RepositoryLocation location) {
        return read(auth, location, "config_repository.auth");
    }

    /** The same for the object at {@code field} ({@code auth} of an SDK repository). */
    static Credentials read(JsonNode auth, RepositoryLocation location, String field) {
        if (auth == null || auth.isNull() || auth.isMissingNode()) {
            return Credentials.NONE;
        }
        if (!auth.isObject()) {
            throw ApiException.badRequest(field + " must be an object with a type");
        }
        String type = auth.path("type").asText("");
        switch (type) {
            case Credentials.Token.TYPE -> {
                ProjectsResource.knownFields(auth, field + ".", Set.of("type", "token", "username"));
                if (location.kind() != RepositoryLocation.Kind.HTTPS && location.kind() != RepositoryLocation.Kind.HTTP) {
                    throw ApiException.badRequest("a token is for https:// repositories; use type ssh_key for " + location);
                }
                String token = text(auth, "token", field);
                if (token.length() > MAX_SECRET || token.chars().anyMatch(c -> c <= ' ' || c == 0x7f)) {
                    throw ApiException.badRequest(field + ".token must be one line without spaces");
                }
                String username = auth.hasNonNull("username") ? auth.get("username").asText()
                        : Credentials.Token.DEFAULT_USERNAME;
                if (!USERNAME.matcher(username).matches()) {
                    throw ApiException.badRequest(field + ".username must be 1 to 100 of A-Z a-z 0-9 . _ @ + -");
                }
                return new Credentials.Token(username, token);
            }
            case Credentials.SshKey.TYPE -> {
                ProjectsResource.knownFields(auth, field + ".", Set.of("type", "private_key", "known_hosts"));
                if (location.kind() != RepositoryLocation.Kind.SSH) {
                    throw ApiException.badRequest("a deploy key is for SSH repositories (ssh://… or git@host:…); use "
                            + "type token for " + location);
                }
                String key = text(auth, "private_key", field);
                String knownHosts = auth.hasNonNull("known_hosts") ? auth.get("known_hosts").asText() : "";
                if (key.length() > MAX_SECRET || knownHosts.length() > MAX_SECRET) {
                    throw ApiException.badRequest(field + " is too large");
                }
                return new Credentials.SshKey(key, knownHosts);
            }
            default -> throw ApiException.badRequest(field + ".type must be token or ssh_key");
        }
    }

    /**
     * Checks an SSH deploy key and its known hosts before anything is stored: the key must be
     * readable, and some known_hosts line (the project's or the service's) must name the host.
     */
    static SshKeys.Description checkSsh(Credentials.SshKey key, RepositoryLocation location,
                                        java.util.function.BooleanSupplier serviceKnowsHost) {
        return checkSsh(key, location, serviceKnowsHost, "config_repository.auth");
    }

    static SshKeys.Description checkSsh(Credentials.SshKey key, RepositoryLocation location,
                                        java.util.function.BooleanSupplier serviceKnowsHost, String field) {
        try {
            SshKeys.Description description = SshKeys.describe(SshKeys.deployKey(key.privateKey()));
            boolean known = SshKeys.knows(SshKeys.knownHosts(key.knownHosts()), location.host(), location.port());
            if (!known && !serviceKnowsHost.getAsBoolean()) {
                throw ApiException.badRequest(field + ".known_hosts has no line for " + location.host()
                        + " (as printed by: ssh-keyscan " + (location.port() == 22 ? "" : "-p " + location.port() + " ")
                        + location.host() + ")");
            }
            return description;
        } catch (RepositoryException e) {
            throw ApiException.badRequest(field + ": " + e.getMessage());
        }
    }

    /** What the orchestrator stores: the parts that may be shown, and the sealed secret. */
    static Map<String, Object> stored(Credentials credentials, SshKeys.Description ssh, SecretBox box, String url) {
        Map<String, Object> stored = new LinkedHashMap<>();
        stored.put("type", credentials.type());
        if (credentials instanceof Credentials.Token t) {
            stored.put("username", t.username());
        }
        if (credentials instanceof Credentials.SshKey k) {
            stored.put("public_key", ssh.publicKey());
            stored.put("fingerprint", ssh.fingerprint());
            stored.put("known_hosts", k.knownHosts());
        }
        stored.put("sealed", SealedCredentials.seal(box, credentials, url));
        return stored;
    }

    private static String text(JsonNode auth, String field, String prefix) {
        JsonNode value = auth.get(field);
        if (value == null || !value.isTextual() || value.asText().isBlank()) {
            throw ApiException.badRequest(prefix + "." + field + " is required (a non-empty string)");
        }
        return value.asText().trim();
    }
}
