extern "C" __global__ void matrix_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_a,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_a,
    wp::array_t<wp::float32> adj_out)
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
        wp::mat_t<3, 3, wp::float32>* var_3;
        const wp::float32 var_4 = 0.125;
        wp::mat_t<3, 3, wp::float32> var_5;
        wp::mat_t<3, 3, wp::float32> var_6;
        wp::mat_t<3, 3, wp::float32>* var_7;
        wp::mat_t<3, 3, wp::float32> var_8;
        wp::mat_t<3, 3, wp::float32> var_9;
        const wp::int32 var_10 = 1;
        const wp::int32 var_11 = 2;
        wp::float32 var_12;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::mat_t<3, 3, wp::float32> adj_3 = {};
        wp::float32 adj_4 = {};
        wp::mat_t<3, 3, wp::float32> adj_5 = {};
        wp::mat_t<3, 3, wp::float32> adj_6 = {};
        wp::mat_t<3, 3, wp::float32> adj_7 = {};
        wp::mat_t<3, 3, wp::float32> adj_8 = {};
        wp::mat_t<3, 3, wp::float32> adj_9 = {};
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::float32 adj_12 = {};
        //---------
        // forward
        // def matrix_s000001(                                                                    <L 7>
        // i, j, k = wp.tid()                                                                     <L 11>
        builtin_tid3d(var_0, var_1, var_2);
        // x0 = a[i, j, k] * 0.125                                                                <L 12>
        var_3 = wp::address(var_a, var_0, var_1, var_2);
        var_6 = wp::load(var_3);
        var_5 = wp::mul(var_6, var_4);
        // x1 = x0 + a[i, j, k]                                                                   <L 13>
        var_7 = wp::address(var_a, var_0, var_1, var_2);
        var_9 = wp::load(var_7);
        var_8 = wp::add(var_5, var_9);
        // out[i, j, k] = x1[1, 2]                                                                <L 14>
        var_12 = wp::extract(var_8, var_10, var_11);
        // wp::array_store(var_out, var_0, var_1, var_2, var_12);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_2, var_12, adj_out, adj_0, adj_1, adj_2, adj_12);
        wp::adj_extract(var_8, var_10, var_11, adj_8, adj_10, adj_11, adj_12);
        // adj: out[i, j, k] = x1[1, 2]                                                           <L 14>
        wp::adj_add(var_5, var_9, adj_5, adj_7, adj_8);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_7);
        // adj: x1 = x0 + a[i, j, k]                                                              <L 13>
        wp::adj_mul(var_6, var_4, adj_3, adj_4, adj_5);
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_3);
        // adj: x0 = a[i, j, k] * 0.125                                                           <L 12>
        // adj: i, j, k = wp.tid()                                                                <L 11>
        // adj: def matrix_s000001(                                                               <L 7>
        continue;
    }
}