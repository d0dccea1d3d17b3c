extern "C" __global__ void vector_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32>* var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::vec_t<2, wp::float32> var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32>* var_6;
        wp::vec_t<2, wp::float32> var_7;
        wp::vec_t<2, wp::float32> var_8;
        const wp::int32 var_9 = 1;
        wp::float32 var_10;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<2, wp::float32> adj_1 = {};
        wp::vec_t<2, wp::float32> adj_2 = {};
        wp::vec_t<2, wp::float32> adj_3 = {};
        wp::vec_t<2, wp::float32> adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::vec_t<2, wp::float32> adj_7 = {};
        wp::vec_t<2, wp::float32> adj_8 = {};
        wp::int32 adj_9 = {};
        wp::float32 adj_10 = {};
        //---------
        // forward
        // def vector_s000001(                                                                    <L 7>
        // i = wp.tid()                                                                           <L 11>
        var_0 = builtin_tid1d();
        // x0 = wp.cw_mul(a[i], a[i])                                                             <L 12>
        var_1 = wp::address(var_a, var_0);
        var_2 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_5 = wp::load(var_2);
        var_3 = wp::cw_mul(var_4, var_5);
        // x1 = x0 + a[i]                                                                         <L 13>
        var_6 = wp::address(var_a, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::add(var_3, var_8);
        // out[i] = x1[1]                                                                         <L 14>
        var_10 = wp::extract(var_7, var_9);
        // wp::array_store(var_out, var_0, var_10);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_10, adj_out, adj_0, adj_10);
        wp::adj_extract(var_7, var_9, adj_7, adj_9, adj_10);
        // adj: out[i] = x1[1]                                                                    <L 14>
        wp::adj_add(var_3, var_8, adj_3, adj_6, adj_7);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_6);
        // adj: x1 = x0 + a[i]                                                                    <L 13>
        wp::adj_cw_mul(var_4, var_5, adj_1, adj_2, adj_3);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_2);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = wp.cw_mul(a[i], a[i])                                                        <L 12>
        // adj: i = wp.tid()                                                                      <L 11>
        // adj: def vector_s000001(                                                               <L 7>
        continue;
    }
}