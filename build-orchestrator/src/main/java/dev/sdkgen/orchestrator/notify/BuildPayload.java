package dev.sdkgen.orchestrator.notify;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.orchestrator.domain.Build;
import java.time.Instant;

/** The {@code build} object of a notification: the build as it is in the transaction that changed it. */
final class BuildPayload {

    private BuildPayload() {
    }

    static ObjectNode of(ObjectMapper json, Build b) {
        ObjectNode o = json.createObjectNode();
        o.put("id", b.id).put("attempt", b.attempt).put("state", b.state.wire()).put("reason", b.reason)
                .put("commit", b.commit).put("commit_message", b.commitMessage).put("branch", b.branch)
                .put("repository_url", b.repositoryUrl).put("created_at", text(b.createdAt))
                .put("finished_at", text(b.finishedAt)).put("superseded_by", b.supersededBy)
                .put("api_path", "/api/v1/projects/" + b.projectId + "/sdk-targets/" + b.targetId + "/sdk-builds/" + b.id);
        if (b.errorCode == null) {
            o.putNull("error");
        } else {
            o.putObject("error").put("code", b.errorCode).put("title", b.errorTitle).put("message", b.errorMessage);
        }
        if (b.artifactId == null) {
            o.putNull("artifact");
        } else {
            o.putObject("artifact").put("file_name", b.artifactFileName).put("sha256", b.artifactSha256)
                    .put("size", b.artifactSize);
        }
        if (b.deliveryState == null) {
            o.putNull("delivery");
        } else {
            o.putObject("delivery").put("state", b.deliveryState).put("repository_url", b.deliveryUrl)
                    .put("branch", b.deliveryBranch).put("commit", b.deliveryCommit).put("tag", b.deliveryTag)
                    .put("reason", b.deliveryReason);
        }
        return o;
    }

    private static String text(Instant at) {
        return at == null ? null : at.toString();
    }
}
