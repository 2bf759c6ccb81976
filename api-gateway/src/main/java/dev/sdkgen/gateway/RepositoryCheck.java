package dev.sdkgen.gateway;

import dev.sdkgen.engine.config.ConfigResult;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.git.Credentials;
import dev.sdkgen.git.RepositoryLocation;
import dev.sdkgen.git.SshKeys;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What registering and editing a project both check: the URL against the repository policy, the
 * credentials (sealed for this URL), the branch head, and {@code sdkgen.yaml} there (its targets;
 * 422 with the SDKGEN code when it cannot be used).
 */
@ApplicationScoped
public class RepositoryCheck {

    private final GitRemote git;

    public RepositoryCheck(GitRemote git) {
        this.git = git;
    }

    /** A checked repository: the credentials sealed for its URL (null for a public one), the branch head and the targets. */
    public record Checked(Map<String, Object> sealedCredential, String head, List<String> targets) {
    }

    public Checked check(String url, String branch, Function<RepositoryLocation, Credentials> credentialsFor) {
        RepositoryLocation location = git.locate(url);
        Credentials credentials = credentialsFor.apply(location);
        Map<String, Object> stored = null;
        if (!(credentials instanceof Credentials.None)) {
            SshKeys.Description ssh = credentials instanceof Credentials.SshKey key
                    ? RepositoryAuth.checkSsh(key, location, () -> git.client().knowsHost(location.host(), location.port()))
                    : null;
            stored = RepositoryAuth.stored(credentials, ssh, git.secrets(), url);
        }
        String head = git.headOf(location, credentials, branch);
        ConfigResult config = git.readConfig(location, credentials, head);
        Optional<Diagnostic> error = ConfigTargets.configError(config);
        Optional<List<String>> targets = ConfigTargets.targets(config);
        if (error.isPresent() || targets.isEmpty()) {
            String code = error.map(d -> d.code().name()).orElse("SDKGEN003");
            String message = error.map(ConfigTargets::oneLine).orElse("sdkgen.yaml names no targets");
            throw new ApiException(422, code, "sdkgen.yaml at " + head + " of " + branch + " cannot be used: " + message);
        }
        return new Checked(stored, head, targets.get());
    }
}
