extern "C" __global__ void transform_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_c,
    wp::array_t<wp::float32> var_d,
    wp::array_t<wp::transform_t<wp::float32>> var_out,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_c,
    wp::array_t<wp::float32> adj_d,
    wp::array_t<wp::transform_t<wp::float32>> adj_out)
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
        const wp::float32 var_2 = 0.0;
        const wp::float32 var_3 = 0.6;
        const wp::float32 var_4 = -0.8;
        wp::vec_t<3, wp::float32> var_5;
        wp::float32* var_6;
        wp::quat_t<wp::float32> var_7;
        wp::float32 var_8;
        wp::vec_t<3, wp::float32>* var_9;
        wp::transform_t<wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::transform_t<wp::float32> var_12;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::float32 adj_6 = {};
        wp::quat_t<wp::float32> adj_7 = {};
        wp::float32 adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::transform_t<wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::transform_t<wp::float32> adj_12 = {};
        //---------
        // forward
        // def transform_s000000(                                                                 <L 7>
        // i, j = wp.tid()                                                                        <L 12>
        builtin_tid2d(var_0, var_1);
        // x2 = wp.quat_from_axis_angle(wp.vec3(0.0, 0.6, -0.8), d[i, j])                         <L 13>
        var_5 = wp::vec_t<3, wp::float32>(var_2, var_3, var_4);
        var_6 = wp::address(var_d, var_0, var_1);
        var_8 = wp::load(var_6);
        var_7 = wp::quat_from_axis_angle(var_5, var_8);
        // x3 = wp.transform(c[i, j], x2)                                                         <L 14>
        var_9 = wp::address(var_c, var_0, var_1);
        var_11 = wp::load(var_9);
        var_10 = wp::transform_t<wp::float32>(var_11, var_7);
        // x4 = wp.transform_inverse(x3)                                                          <L 15>
        var_12 = wp::transform_inverse(var_10);
        // out[i, j] = x4                                                                         <L 16>
        // wp::array_store(var_out, var_0, var_1, var_12);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_12, adj_out, adj_0, adj_1, adj_12);
        // adj: out[i, j] = x4                                                                    <L 16>
        wp::adj_transform_inverse(var_10, adj_10, adj_12);
        // adj: x4 = wp.transform_inverse(x3)                                                     <L 15>
        wp::adj_transform_t(var_11, var_7, adj_9, adj_7, adj_10);
        wp::adj_address(var_c, var_0, var_1, adj_c, adj_0, adj_1, adj_9);
        // adj: x3 = wp.transform(c[i, j], x2)                                                    <L 14>
        wp::adj_quat_from_axis_angle(var_5, var_8, adj_5, adj_6, adj_7);
        wp::adj_address(var_d, var_0, var_1, adj_d, adj_0, adj_1, adj_6);
        wp::adj_vec_t(var_2, var_3, var_4, adj_2, adj_3, adj_4, adj_5);
        // adj: x2 = wp.quat_from_axis_angle(wp.vec3(0.0, 0.6, -0.8), d[i, j])                    <L 13>
        // adj: i, j = wp.tid()                                                                   <L 12>
        // adj: def transform_s000000(                                                            <L 7>
        continue;
    }
}