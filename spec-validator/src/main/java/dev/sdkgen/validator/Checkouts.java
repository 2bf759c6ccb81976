package dev.sdkgen.validator;

import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.nio.file.Path;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.ResetCommand;
import org.eclipse.jgit.api.errors.GitAPIException;

/** Checks out a Config Repository at an exact commit (JGit) into a fresh directory. */
@ApplicationScoped
public class Checkouts {

    private final ValidatorConfig config;
    private final WorkDirectory work;

    public Checkouts(ValidatorConfig config, WorkDirectory work) {
        this.config = config;
        this.work = work;
    }

    /** A failed fetch or checkout, with a message fit for the build log. */
    public static final class CheckoutException extends Exception {
        private static final long serialVersionUID = 1L;

        CheckoutException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Clones {@code url} (every branch) and checks out {@code commit} detached; the caller deletes the directory. */
    public Path checkout(String url, String commit, String buildId) throws CheckoutException {
        Path dir;
        try {
            dir = work.newBuildDirectory(buildId + "-");
        } catch (IOException e) {
            throw new CheckoutException("cannot create a work directory under " + config.workDir() + ": " + e.getMessage(), e);
        }
        try (Git git = Git.cloneRepository().setURI(url).setDirectory(dir.toFile()).setNoCheckout(true)
                .setCloneAllBranches(true).setTimeout((int) config.gitTimeout().toSeconds()).call()) {
            if (git.getRepository().resolve(commit + "^{commit}") == null) {
                throw new CheckoutException("commit " + commit + " is not in " + url, null);
            }
            // reset --hard writes index and tree of exactly that commit (a checkout after a
            // no-checkout clone sees every file as a conflict)
            git.reset().setMode(ResetCommand.ResetType.HARD).setRef(commit).call();
            return dir;
        } catch (GitAPIException | IOException | RuntimeException e) {
            delete(dir);
            throw new CheckoutException("cannot fetch " + url + " at " + commit + ": " + e.getMessage(), e);
        } catch (CheckoutException e) {
            delete(dir);
            throw e;
        }
    }

    public void delete(Path dir) {
        WorkDirectory.delete(dir);
    }
}
