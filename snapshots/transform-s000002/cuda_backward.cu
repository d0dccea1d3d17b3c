extern "C" __global__ void transform_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::array_t<wp::quat_t<wp::float32>> var_c,
    wp::array_t<wp::vec_t<3, wp::float32>> var_d,
    wp::array_t<wp::vec_t<3, wp::float32>> var_e,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_b,
    wp::array_t<wp::quat_t<wp::float32>> adj_c,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_d,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_e,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out1)
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
        wp::quat_t<wp::float32>* var_2;
        wp::quat_t<wp::float32> var_3;
        wp::quat_t<wp::float32> var_4;
        wp::vec_t<3, wp::float32>* var_5;
        wp::transform_t<wp::float32> var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32>* var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32>* var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<3, wp::float32> var_13;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::quat_t<wp::float32> adj_2 = {};
        wp::quat_t<wp::float32> adj_3 = {};
        wp::quat_t<wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::transform_t<wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::vec_t<3, wp::float32> adj_13 = {};
        //---------
        // forward
        // def transform_s000002(                                                                 <L 12>
        // i, j = wp.tid()                                                                        <L 20>
        builtin_tid2d(var_0, var_1);
        // x1 = wp.normalize(c[i, j])                                                             <L 21>
        var_2 = wp::address(var_c, var_0, var_1);
        var_4 = wp::load(var_2);
        var_3 = wp::normalize(var_4);
        // x2 = wp.transform(b[i, j], x1)                                                         <L 22>
        var_5 = wp::address(var_b, var_0, var_1);
        var_7 = wp::load(var_5);
        var_6 = wp::transform_t<wp::float32>(var_7, var_3);
        // out[i, j] = wp.transform_point(x2, d[i, j])                                            <L 23>
        var_8 = wp::address(var_d, var_0, var_1);
        var_10 = wp::load(var_8);
        var_9 = wp::transform_point(var_6, var_10);
        // wp::array_store(var_out, var_0, var_1, var_9);
        // out1[i, j] = transform_s000002_combine(x2, e[i, j])                                    <L 24>
        var_11 = wp::address(var_e, var_0, var_1);
        var_13 = wp::load(var_11);
        var_12 = transform_s000002_combine_0(var_6, var_13);
        // wp::array_store(var_out1, var_0, var_1, var_12);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_1, var_12, adj_out1, adj_0, adj_1, adj_12);
        adj_transform_s000002_combine_0(var_6, var_13, adj_6, adj_11, adj_12);
        wp::adj_address(var_e, var_0, var_1, adj_e, adj_0, adj_1, adj_11);
        // adj: out1[i, j] = transform_s000002_combine(x2, e[i, j])                               <L 24>
        wp::adj_array_store(var_out, var_0, var_1, var_9, adj_out, adj_0, adj_1, adj_9);
        wp::adj_transform_point(var_6, var_10, adj_6, adj_8, adj_9);
        wp::adj_address(var_d, var_0, var_1, adj_d, adj_0, adj_1, adj_8);
        // adj: out[i, j] = wp.transform_point(x2, d[i, j])                                       <L 23>
        wp::adj_transform_t(var_7, var_3, adj_5, adj_3, adj_6);
        wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_5);
        // adj: x2 = wp.transform(b[i, j], x1)                                                    <L 22>
        wp::adj_normalize(var_4, adj_2, adj_3);
        wp::adj_address(var_c, var_0, var_1, adj_c, adj_0, adj_1, adj_2);
        // adj: x1 = wp.normalize(c[i, j])                                                        <L 21>
        // adj: i, j = wp.tid()                                                                   <L 20>
        // adj: def transform_s000002(                                                            <L 12>
        continue;
    }
}