package dev.sdkgen.git;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.git.RepositoryException.Kind;
import java.io.IOException;
import java.security.GeneralSecurityException;

/**
 * Credentials as they are stored: sealed with the service's {@link SecretBox} and bound to the
 * repository URL they were registered for. Only services that hold the key (the gateway and the
 * spec-validator) can open them; the orchestrator stores and hands out the sealed text only.
 */
public final class SealedCredentials {

    private static final ObjectMapper JSON = new ObjectMapper();

    private SealedCredentials() {
    }

    private static String associatedData(String repositoryUrl) {
        return "sdkgen repository credentials for " + repositoryUrl.trim();
    }

    public static String seal(SecretBox box, Credentials credentials, String repositoryUrl) {
        ObjectNode node = JSON.createObjectNode();
        if (credentials instanceof Credentials.Token t) {
            node.put("type", Credentials.Token.TYPE).put("username", t.username()).put("token", t.token());
        } else if (credentials instanceof Credentials.SshKey k) {
            node.put("type", Credentials.SshKey.TYPE).put("private_key", k.privateKey())
                    .put("known_hosts", k.knownHosts() == null ? "" : k.knownHosts());
        } else {
            throw new IllegalArgumentException("nothing to seal for a public repository");
        }
        return box.seal(node.toString(), associatedData(repositoryUrl));
    }

    /** CREDENTIALS when the sealed text does not open with this key for this URL. */
    public static Credentials open(SecretBox box, String sealed, String repositoryUrl) throws RepositoryException {
        JsonNode node;
        try {
            node = JSON.readTree(box.open(sealed, associatedData(repositoryUrl)));
        } catch (GeneralSecurityException | IOException e) {
            throw new RepositoryException(Kind.CREDENTIALS, "the stored credentials of this repository cannot be "
                    + "opened (the service's secrets key changed, or they belong to another repository URL)");
        }
        return switch (node.path("type").asText()) {
            case Credentials.Token.TYPE -> new Credentials.Token(node.path("username").asText(), node.path("token").asText());
            case Credentials.SshKey.TYPE -> new Credentials.SshKey(node.path("private_key").asText(),
                    node.path("known_hosts").asText());
            default -> throw new RepositoryException(Kind.CREDENTIALS, "the stored credentials have an unknown type");
        };
    }
}
