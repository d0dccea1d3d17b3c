extern "C" __global__ void vector_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_a,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_a,
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
        wp::vec_t<2, wp::float32>* var_2;
        wp::vec_t<2, wp::float32>* var_3;
        wp::vec_t<2, wp::float32> var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::vec_t<2, wp::float32>* var_7;
        wp::vec_t<2, wp::float32> var_8;
        wp::vec_t<2, wp::float32> var_9;
        const wp::int32 var_10 = 1;
        wp::float32 var_11;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::vec_t<2, wp::float32> adj_2 = {};
        wp::vec_t<2, wp::float32> adj_3 = {};
        wp::vec_t<2, wp::float32> adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::vec_t<2, wp::float32> adj_7 = {};
        wp::vec_t<2, wp::float32> adj_8 = {};
        wp::vec_t<2, wp::float32> adj_9 = {};
        wp::int32 adj_10 = {};
        wp::float32 adj_11 = {};
        //---------
        // forward
        // def vector_s000001(                                                                    <L 7>
        // i, j = wp.tid()                                                                        <L 11>
        builtin_tid2d(var_0, var_1);
        // x0 = wp.cw_mul(a[i, j], a[i, j])                                                       <L 12>
        var_2 = wp::address(var_a, var_0, var_1);
        var_3 = wp::address(var_a, var_0, var_1);
        var_5 = wp::load(var_2);
        var_6 = wp::load(var_3);
        var_4 = wp::cw_mul(var_5, var_6);
        // x1 = x0 + a[i, j]                                                                      <L 13>
        var_7 = wp::address(var_a, var_0, var_1);
        var_9 = wp::load(var_7);
        var_8 = wp::add(var_4, var_9);
        // out[i, j] = x1[1]                                                                      <L 14>
        var_11 = wp::extract(var_8, var_10);
        // wp::array_store(var_out, var_0, var_1, var_11);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_11, adj_out, adj_0, adj_1, adj_11);
        wp::adj_extract(var_8, var_10, adj_8, adj_10, adj_11);
        // adj: out[i, j] = x1[1]                                                                 <L 14>
        wp::adj_add(var_4, var_9, adj_4, adj_7, adj_8);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_7);
        // adj: x1 = x0 + a[i, j]                                                                 <L 13>
        wp::adj_cw_mul(var_5, var_6, adj_2, adj_3, adj_4);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_3);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
        // adj: x0 = wp.cw_mul(a[i, j], a[i, j])                                                  <L 12>
        // adj: i, j = wp.tid()                                                                   <L 11>
        // adj: def vector_s000001(                                                               <L 7>
        continue;
    }
}