extern "C" __global__ void quaternion_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::quat_t<wp::float32>> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::vec_t<3, wp::float32>> var_c,
    wp::array_t<wp::quat_t<wp::float32>> var_d,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out,
    wp::array_t<wp::quat_t<wp::float32>> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_c,
    wp::array_t<wp::quat_t<wp::float32>> adj_d,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::quat_t<wp::float32>* var_1;
        wp::quat_t<wp::float32> var_2;
        wp::quat_t<wp::float32> var_3;
        const wp::float32 var_4 = 0.6;
        const wp::float32 var_5 = 0.8;
        const wp::float32 var_6 = 0.0;
        wp::vec_t<3, wp::float32> var_7;
        wp::float32* var_8;
        wp::quat_t<wp::float32> var_9;
        wp::float32 var_10;
        wp::quat_t<wp::float32> var_11;
        wp::mat_t<3, 3, wp::float32> var_12;
        wp::quat_t<wp::float32> var_13;
        wp::vec_t<3, wp::float32>* var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::quat_t<wp::float32>* var_17;
        wp::float32 var_18;
        wp::quat_t<wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::quat_t<wp::float32> adj_1 = {};
        wp::quat_t<wp::float32> adj_2 = {};
        wp::quat_t<wp::float32> adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::float32 adj_8 = {};
        wp::quat_t<wp::float32> adj_9 = {};
        wp::float32 adj_10 = {};
        wp::quat_t<wp::float32> adj_11 = {};
        wp::mat_t<3, 3, wp::float32> adj_12 = {};
        wp::quat_t<wp::float32> adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::quat_t<wp::float32> adj_17 = {};
        wp::float32 adj_18 = {};
        wp::quat_t<wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        //---------
        // forward
        // def quaternion_s000002(                                                                <L 7>
        // i = wp.tid()                                                                           <L 14>
        var_0 = builtin_tid1d();
        // x0 = wp.normalize(a[i])                                                                <L 15>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::normalize(var_3);
        // x1 = wp.quat_from_axis_angle(wp.vec3(0.6, 0.8, 0.0), b[i])                             <L 16>
        var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
        var_8 = wp::address(var_b, var_0);
        var_10 = wp::load(var_8);
        var_9 = wp::quat_from_axis_angle(var_7, var_10);
        // x2 = x1 * x0                                                                           <L 17>
        var_11 = wp::mul(var_9, var_2);
        // x3 = wp.quat_from_matrix(wp.quat_to_matrix(x2))                                        <L 18>
        var_12 = wp::quat_to_matrix(var_11);
        var_13 = wp::quat_from_matrix(var_12);
        // out[i] = wp.quat_rotate_inv(x3, c[i]) * wp.length(d[i])                                <L 19>
        var_14 = wp::address(var_c, var_0);
        var_16 = wp::load(var_14);
        var_15 = wp::quat_rotate_inv(var_13, var_16);
        var_17 = wp::address(var_d, var_0);
        var_19 = wp::load(var_17);
        var_18 = wp::length(var_19);
        var_20 = wp::mul(var_15, var_18);
        // wp::array_store(var_out, var_0, var_20);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_20, adj_out, adj_0, adj_20);
        wp::adj_mul(var_15, var_18, adj_15, adj_18, adj_20);
        wp::adj_length(var_19, var_18, adj_17, adj_18);
        wp::adj_address(var_d, var_0, adj_d, adj_0, adj_17);
        wp::adj_quat_rotate_inv(var_13, var_16, adj_13, adj_14, adj_15);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_14);
        // adj: out[i] = wp.quat_rotate_inv(x3, c[i]) * wp.length(d[i])                           <L 19>
        wp::adj_quat_from_matrix(var_12, adj_12, adj_13);
        wp::adj_quat_to_matrix(var_11, adj_11, adj_12);
        // adj: x3 = wp.quat_from_matrix(wp.quat_to_matrix(x2))                                   <L 18>
        wp::adj_mul(var_9, var_2, adj_9, adj_2, adj_11);
        // adj: x2 = x1 * x0                                                                      <L 17>
        wp::adj_quat_from_axis_angle(var_7, var_10, adj_7, adj_8, adj_9);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_8);
        wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
        // adj: x1 = wp.quat_from_axis_angle(wp.vec3(0.6, 0.8, 0.0), b[i])                        <L 16>
        wp::adj_normalize(var_3, adj_1, adj_2);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = wp.normalize(a[i])                                                           <L 15>
        // adj: i = wp.tid()                                                                      <L 14>
        // adj: def quaternion_s000002(                                                           <L 7>
        continue;
    }
}