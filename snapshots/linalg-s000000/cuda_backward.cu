extern "C" __global__ void linalg_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_a,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_a,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_b,
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
        wp::int32 var_2;
        wp::vec_t<3, wp::float32>* var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        const wp::float32 var_7 = 1.0;
        const wp::float32 var_8 = 1.0;
        const wp::float32 var_9 = 1.0;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::vec_t<3, wp::float32> var_12;
        wp::vec_t<3, wp::float32> var_13;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::vec_t<3, wp::float32> adj_12 = {};
        wp::vec_t<3, wp::float32> adj_13 = {};
        //---------
        // forward
        // def linalg_s000000(                                                                    <L 7>
        // i, j, k = wp.tid()                                                                     <L 12>
        builtin_tid3d(var_0, var_1, var_2);
        // x0 = wp.cw_div(a[i, j, k], wp.abs(b[i, j, k]) + wp.vec3(1.0, 1.0, 1.0))                <L 13>
        var_3 = wp::address(var_a, var_0, var_1, var_2);
        var_4 = wp::address(var_b, var_0, var_1, var_2);
        var_6 = wp::load(var_4);
        var_5 = wp::abs(var_6);
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_11 = wp::add(var_5, var_10);
        var_13 = wp::load(var_3);
        var_12 = wp::cw_div(var_13, var_11);
        // out[i, j, k] = x0                                                                      <L 14>
        // wp::array_store(var_out, var_0, var_1, var_2, var_12);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_2, var_12, adj_out, adj_0, adj_1, adj_2, adj_12);
        // adj: out[i, j, k] = x0                                                                 <L 14>
        wp::adj_cw_div(var_13, var_11, var_12, adj_3, adj_11, adj_12);
        wp::adj_add(var_5, var_10, adj_5, adj_10, adj_11);
        wp::adj_vec_t(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
        wp::adj_abs(var_6, adj_4, adj_5);
        wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_4);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_3);
        // adj: x0 = wp.cw_div(a[i, j, k], wp.abs(b[i, j, k]) + wp.vec3(1.0, 1.0, 1.0))           <L 13>
        // adj: i, j, k = wp.tid()                                                                <L 12>
        // adj: def linalg_s000000(                                                               <L 7>
        continue;
    }
}