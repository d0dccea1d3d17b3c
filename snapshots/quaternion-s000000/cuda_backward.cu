extern "C" __global__ void quaternion_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::array_t<wp::vec_t<3, wp::float32>> var_c,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_b,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_c,
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
        wp::int32 var_1;
        wp::vec_t<3, wp::float32>* var_2;
        const wp::int32 var_3 = 0;
        wp::float32 var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32>* var_6;
        const wp::int32 var_7 = 1;
        wp::float32 var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32>* var_10;
        const wp::int32 var_11 = 2;
        wp::float32 var_12;
        wp::vec_t<3, wp::float32> var_13;
        wp::quat_t<wp::float32> var_14;
        wp::mat_t<3, 3, wp::float32> var_15;
        wp::quat_t<wp::float32> var_16;
        wp::vec_t<3, wp::float32>* var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::int32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::int32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::int32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::vec_t<3, wp::float32> adj_13 = {};
        wp::quat_t<wp::float32> adj_14 = {};
        wp::mat_t<3, 3, wp::float32> adj_15 = {};
        wp::quat_t<wp::float32> adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        //---------
        // forward
        // def quaternion_s000000(                                                                <L 12>
        // i, j = wp.tid()                                                                        <L 17>
        builtin_tid2d(var_0, var_1);
        // x1 = wp.quat_rpy(b[i, j][0], b[i, j][1], b[i, j][2])                                   <L 18>
        var_2 = wp::address(var_b, var_0, var_1);
        var_5 = wp::load(var_2);
        var_4 = wp::extract(var_5, var_3);
        var_6 = wp::address(var_b, var_0, var_1);
        var_9 = wp::load(var_6);
        var_8 = wp::extract(var_9, var_7);
        var_10 = wp::address(var_b, var_0, var_1);
        var_13 = wp::load(var_10);
        var_12 = wp::extract(var_13, var_11);
        var_14 = wp::quat_rpy(var_4, var_8, var_12);
        // x2 = wp.quat_from_matrix(wp.quat_to_matrix(x1))                                        <L 19>
        var_15 = wp::quat_to_matrix(var_14);
        var_16 = wp::quat_from_matrix(var_15);
        // out[i, j] = quaternion_s000000_combine(x2, c[i, j])                                    <L 20>
        var_17 = wp::address(var_c, var_0, var_1);
        var_19 = wp::load(var_17);
        var_18 = quaternion_s000000_combine_0(var_16, var_19);
        // wp::array_store(var_out, var_0, var_1, var_18);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_18, adj_out, adj_0, adj_1, adj_18);
        adj_quaternion_s000000_combine_0(var_16, var_19, adj_16, adj_17, adj_18);
        wp::adj_address(var_c, var_0, var_1, adj_c, adj_0, adj_1, adj_17);
        // adj: out[i, j] = quaternion_s000000_combine(x2, c[i, j])                               <L 20>
        wp::adj_quat_from_matrix(var_15, adj_15, adj_16);
        wp::adj_quat_to_matrix(var_14, adj_14, adj_15);
        // adj: x2 = wp.quat_from_matrix(wp.quat_to_matrix(x1))                                   <L 19>
        wp::adj_quat_rpy(var_4, var_8, var_12, adj_4, adj_8, adj_12, adj_14);
        wp::adj_extract(var_13, var_11, adj_10, adj_11, adj_12);
        wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_10);
        wp::adj_extract(var_9, var_7, adj_6, adj_7, adj_8);
        wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_6);
        wp::adj_extract(var_5, var_3, adj_2, adj_3, adj_4);
        wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_2);
        // adj: x1 = wp.quat_rpy(b[i, j][0], b[i, j][1], b[i, j][2])                              <L 18>
        // adj: i, j = wp.tid()                                                                   <L 17>
        // adj: def quaternion_s000000(                                                           <L 12>
        continue;
    }
}